/**
 * The `test` every browser spec imports. On top of Playwright's it:
 * - runs each test in the worker's one page, which the test navigates and which is left blank after it: a new page
 *   in a new context costs the machine about twice the CPU of a page load (a context, a renderer process, a cold
 *   code cache), and most tests only read what a page shows;
 * - records that the page asked for the analytics script, whose host resolves nowhere in the browser tests
 *   (playwright.config.ts), and does not count its failure;
 * - records console errors, failed requests and requests that leave the site's
 *   origin, and fails the test on any console error unless the test opts out.
 *
 * `newContextTest` gives each test a page in a context of its own, as Playwright does. A test needs it when it sets
 * up the context (permissions, init scripts, a phone, JavaScript off), or when it checks what a page does not fetch:
 * a shared page may hold it in its cache already.
 */
import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Request,
  type Response,
  type Route,
} from '@playwright/test';
import {ANALYTICS_SCRIPT} from '../../../src/constants';
import {E2E_BASE_URL, READER_DEVICE} from './settings';

export interface PageActivity {
  consoleErrors: string[];
  failedRequests: string[];
  /** Every request URL, in order. */
  requests: string[];
  /** Requests that have started and neither finished nor failed yet. */
  inFlight: Set<Request>;
}

interface Fixtures {
  activity: PageActivity;
  /** Set to true in a spec that provokes errors on purpose. */
  allowConsoleErrors: boolean;
}

interface WorkerFixtures {
  /** A page with JavaScript off, shared by the tests of a worker: it shows what a reader without JavaScript sees. */
  noScriptPage: Page;
  /** A page with the project's settings, shared by the tests of a worker (`test`). */
  workerPage: Page;
}

/** A page in a context of its own, made once per worker. */
async function workerScopedPage(browser: Browser, options: BrowserContextOptions, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext({...READER_DEVICE, baseURL: E2E_BASE_URL, ...options});
  await use(await context.newPage());
  await context.close();
}

export const newContextTest = base.extend<Fixtures, WorkerFixtures>({
  noScriptPage: [({browser}, use) => workerScopedPage(browser, {javaScriptEnabled: false}, use), {scope: 'worker'}],
  workerPage: [({browser}, use) => workerScopedPage(browser, {}, use), {scope: 'worker'}],

  allowConsoleErrors: [false, {option: true}],

  // Automatic, so that every test records its page's activity whether or not it asks for it.
  activity: [
    async ({page, allowConsoleErrors}, use) => {
      const activity = watchPage(page);

      await use(activity);

      if (!allowConsoleErrors) {
        expect(activity.consoleErrors, 'console errors on the page').toEqual([]);
      }
    },
    {auto: true},
  ],
});

/** A page of its own that may read and write the clipboard, for the tests of copy buttons. */
export const clipboardTest = newContextTest.extend({permissions: ['clipboard-read', 'clipboard-write']});

/** The same fixtures, with `page` the worker's own page. */
export const test = newContextTest.extend({
  context: () => {
    throw new Error('`test` shares one context between tests: a test that needs `context` uses `newContextTest`');
  },
  page: async ({workerPage: page, viewport, colorScheme, isMobile, hasTouch, javaScriptEnabled}, use) => {
    if (isMobile || hasTouch || javaScriptEnabled === false) {
      throw new Error('`test` cannot emulate a phone or turn JavaScript off in its shared page: use `newContextTest`');
    }
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({colorScheme});
    await use(page);
    await resetSharedPage(page);
  },
});

/** Leaves a shared page as a new one: no listener, route or storage of the test before, and a blank document. */
async function resetSharedPage(page: Page): Promise<void> {
  page.removeAllListeners();
  await page.unrouteAll({behavior: 'ignoreErrors'});
  if (page.url().startsWith(E2E_BASE_URL)) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await page.goto('about:blank');
}

export {expect};

/**
 * Starts recording a page's console errors and requests. The `activity` fixture does this for the test's `page`; a
 * test that opens a second page (another context) calls it for that one.
 *
 * The analytics script is not answered with `page.route`: routing a page sends each of its requests through the test
 * process and turns the browser's cache off, which costs every page load about a sixth more CPU.
 */
export function watchPage(page: Page): PageActivity {
  const activity: PageActivity = {consoleErrors: [], failedRequests: [], requests: [], inFlight: new Set()};
  page.on('console', (message) => {
    if (message.type() === 'error' && message.location().url !== ANALYTICS_SCRIPT.src) {
      activity.consoleErrors.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => activity.consoleErrors.push(`Uncaught: ${error.message}`));
  page.on('request', (request) => {
    activity.requests.push(request.url());
    activity.inFlight.add(request);
  });
  page.on('requestfinished', (request) => activity.inFlight.delete(request));
  page.on('requestfailed', (request) => {
    activity.inFlight.delete(request);
    if (request.url() === ANALYTICS_SCRIPT.src) return;
    activity.failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  return activity;
}

/** Requests to an origin other than the page's own, the analytics script aside. */
export function thirdPartyRequests(activity: PageActivity, siteOrigin: string): string[] {
  return activity.requests.filter(
    (url) =>
      !url.startsWith(siteOrigin) &&
      !url.startsWith('data:') &&
      !url.startsWith('blob:') &&
      url !== ANALYTICS_SCRIPT.src,
  );
}

/** Opens a path and waits until React has hydrated the server-rendered page. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/**
 * Waits until every request the page has started so far has finished or failed: the page has everything it
 * asked for. Unlike Playwright's `networkidle`, this waits for an outcome, not for 500 ms of silence.
 */
export async function waitForRequestsToSettle(activity: PageActivity): Promise<void> {
  await expect
    .poll(() => [...activity.inFlight].map((request) => request.url()), {message: 'requests still in flight'})
    .toEqual([]);
}

const DOCUMENT_MARK = 'e2eDocumentMark';

/**
 * Marks the document the page shows now. `expectSameDocument` later proves that no reload happened in between:
 * a reload starts a new window object without the mark. (`performance.getEntriesByType('navigation')` cannot tell,
 * as it holds one entry in every document.)
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate((mark) => Object.assign(window, {[mark]: true}), DOCUMENT_MARK);
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate((mark) => mark in window, DOCUMENT_MARK), 'the page was not reloaded').toBe(true);
}

/**
 * Records, from now on, the text of each response of the page that `isScript` accepts; the function it returns waits
 * for all of them. A body that cannot be read (a redirect has none) counts as empty.
 */
export function recordScripts(page: Page, isScript: (response: Response) => boolean): () => Promise<string[]> {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (isScript(response)) texts.push(response.text().catch(() => ''));
  });
  return () => Promise.all(texts);
}

export interface HeldScripts {
  /** Resolves once a script holding the signature has been asked for and is being held. */
  held: Promise<void>;
  release: () => void;
}

/**
 * Holds back every script holding `signature` until `release()`, as a slow network would. A test awaits `held` so
 * that it fails, rather than passes without holding anything, when the signature no longer matches a script.
 */
export async function holdScripts(page: Page, signature: string): Promise<HeldScripts> {
  let release!: () => void;
  let markHeld!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  await page.route('**/assets/js/*.js', async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(signature)) {
      markHeld();
      await released;
    }
    await route.fulfill({response, body});
  });
  return {held, release};
}
