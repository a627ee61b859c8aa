import {devices} from '@playwright/test';
import {LOCAL_SERVERS, type MockedApi} from '../../../sandbox/apis';

/**
 * The port the test suite serves on: away from the dev server's 3000 so both can run at once.
 * `E2E_PORT` moves it, so that two checkouts on one machine can run their suites side by side
 * (Playwright would otherwise reuse the other checkout's server and test the wrong build).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The browser the tests read the site in, for the project's pages and the pages that workers share alike. */
export const READER_DEVICE = devices['Desktop Chrome'];

/**
 * A desktop window. Docusaurus and Infima lay a page out for the desktop above 996px (REQUIREMENTS.md §4.3), a
 * breakpoint the site's CSS follows and no code of ours sets: the tests use windows well on either side of it.
 */
export const DESKTOP_VIEWPORT = {width: 1280, height: 800};
/** A window below the desktop breakpoint that is not a phone's. */
export const NARROW_VIEWPORT = {width: 800, height: 800};

/** A phone's viewport, below Docusaurus' desktop breakpoint. */
export const PHONE_VIEWPORT = {width: 390, height: 844};
/** A phone: its viewport, touch, and a mobile browser's layout (tests that use it need a page of their own). */
export const PHONE = {viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true};

/** The variable through which global setup hands a sandbox's port to the workers, which it starts after. */
export const sandboxPortVariable = (api: MockedApi) => `E2E_${api.toUpperCase()}_SANDBOX_PORT`;

/** The port this run's sandbox of an API listens on, from a worker. */
export function sandboxPort(api: MockedApi): number {
  const port = Number(process.env[sandboxPortVariable(api)]);
  if (!port)
    throw new Error(`${sandboxPortVariable(api)} is not set: global setup (./sandboxes.ts) starts the sandboxes`);
  return port;
}

/** Chromium's host resolver rules from the releases' addresses to this run's sandboxes; none before global setup. */
export function sandboxHostRules(): string[] {
  return (Object.keys(LOCAL_SERVERS) as MockedApi[])
    .filter((api) => process.env[sandboxPortVariable(api)])
    .map((api) => `MAP localhost:${LOCAL_SERVERS[api].port} 127.0.0.1:${sandboxPort(api)}`);
}
