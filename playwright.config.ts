import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, chromiumVersion, missingChromium} from './src/chromium';
import {ANALYTICS_SCRIPT} from './src/constants';
import {E2E_BASE_URL, E2E_PORT, READER_DEVICE, sandboxHostRules} from './tests/e2e/support/settings';

const isCI = Boolean(process.env.CI);
// Pages still ask for the analytics script (network.spec.ts), which then never runs nor reports a visit; the consoles'
// calls to the releases' local addresses reach this run's sandboxes, which global setup started on free ports.
const HOST_RULES = `--host-resolver-rules=${[`MAP ${new URL(ANALYTICS_SCRIPT.src).hostname} ~NOTFOUND`, ...sandboxHostRules()].join(', ')}`;
// In the project's name, so that the list and the HTML report show it by every test (test:setup compares it with the
// one the browser suite last passed on).
const BROWSER = missingChromium() ? 'chromium' : `chromium ${chromiumVersion()}`;

/** Browser tests run against the production build, served the way `npm run serve` serves it. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  forbidOnly: isCI,
  // A failed test runs once more with a trace and fails the run all the same: tracing every test is much slower.
  retries: 1,
  failOnFlakyTests: true,
  // Tests, not files, are shared out between the workers: some spec files are much longer than others.
  fullyParallel: true,
  // One per core of our machines: more only make every page slower.
  workers: 2,
  reporter: isCI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {baseURL: E2E_BASE_URL, trace: 'on-first-retry'},
  globalSetup: './tests/e2e/support/sandboxes.ts',
  projects: [
    {
      name: BROWSER,
      use: {
        ...READER_DEVICE,
        launchOptions: {executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS, HOST_RULES]},
      },
    },
  ],
  webServer: {
    command: `npx docusaurus serve --no-open --host 127.0.0.1 --port ${E2E_PORT}`,
    url: `${E2E_BASE_URL}/ark`,
    // Never a server left running: it could serve another build than the one the tests read the sitemap of.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
