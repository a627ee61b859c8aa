import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_EXECUTABLE} from './src/chromium';
import {ANALYTICS_SCRIPT} from './src/constants';
import {E2E_PORT} from './tests/e2e/support/ports';

const isCI = Boolean(process.env.CI);

/** Browser tests run against the production build, served the way `npm run serve` serves it. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  forbidOnly: isCI,
  // A failed test runs once more to record a trace, and the run fails all the same (failOnFlakyTests): tracing
  // every test ('retain-on-failure') is much slower.
  retries: 1,
  failOnFlakyTests: true,
  // Tests, not files, are shared out between the workers: some spec files are much longer than others.
  fullyParallel: true,
  // One per core of our machines: more only make every page slower.
  workers: 2,
  reporter: isCI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_EXECUTABLE,
          // The analytics host resolves nowhere: a page asks for the script (network.spec.ts checks that), which
          // then neither runs nor reports a visit, on a machine with or without the internet.
          args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${new URL(ANALYTICS_SCRIPT.src).hostname} ~NOTFOUND`],
        },
      },
    },
  ],
  webServer: {
    command: `npx docusaurus serve --no-open --host 127.0.0.1 --port ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/ark`,
    // Never a server left running: it could serve another build than the one the tests read the sitemap of.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
