import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_EXECUTABLE} from './src/chromium';
import {E2E_PORT} from './tests/e2e/support/ports';

const isCI = Boolean(process.env.CI);

/** Browser tests run against the production build, served the way `npm run serve` serves it. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  forbidOnly: isCI,
  // A failed test runs once more, recording a trace for the report, and the run fails all the same: a test that
  // passes only the second time is flaky, and flaky fails the run (failOnFlakyTests). Recording a trace of every
  // test instead ('retain-on-failure') cost a quarter of the suite's time, to keep the traces of failures only.
  retries: 1,
  failOnFlakyTests: true,
  // Tests, not files, are shared out between the workers: api-reference.spec.ts alone ran 5.5 minutes in one worker.
  fullyParallel: true,
  // Two cores on our machines: more workers only make every page slower.
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
        launchOptions: {executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS},
      },
    },
  ],
  webServer: {
    command: `npx docusaurus serve --no-open --host 127.0.0.1 --port ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/ark`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
  },
});
