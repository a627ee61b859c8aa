/**
 * `npm run bench:weight`: what each page costs a reader (compressed over the wire, brotli as Chromium asks, empty cache) against a docs page of the
 * stock Docusaurus 3.7.0 template. Code prefetched for linked pages is counted apart, since the page does not wait for
 * it; "JS beyond /ark/FAQ" is what a page's scripts add to a plain docs page's. On each API reference, it then opens a
 * request console and weighs the scripts that loads: the console's own code, set against its budget, and the
 * reference's console data. A benchmark prints figures; it fails nothing, whatever they are.
 */
import {gzipSync} from 'node:zlib';
import {chromium, type Browser} from '@playwright/test';
import {ALL_ROUTES, ANALYTICS_SCRIPT, API_ROUTES} from '../../src/constants';
import {CHROMIUM_ARGS, CHROMIUM_EXECUTABLE} from '../../src/chromium';
import {scrollThrough} from './scroll';
import {STOCK_DOCS_PAGE, serveBothBuilds} from './stockTemplate';
import {kilobytes, printTable, ratio} from './stats';

/** The plain docs page (no code block, no diagram) the others are compared with. */
const PLAIN_DOCS_PAGE = '/ark/FAQ';

interface PageWeight {
  requests: number;
  firstLoadJs: number;
  prefetchedJs: number;
  css: number;
  html: number;
  other: number;
  scripts: Map<string, number>;
}

async function weigh(browser: Browser, origin: string, route: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The analytics host is a third party: not part of the site's own weight.
  await page.route(ANALYTICS_SCRIPT.src, (request) =>
    request.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
  );
  const weight: PageWeight = {
    requests: 0,
    firstLoadJs: 0,
    prefetchedJs: 0,
    css: 0,
    html: 0,
    other: 0,
    scripts: new Map(),
  };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith(origin)) return;
    pending.push(
      request.sizes().then(({responseBodySize, responseHeadersSize}) => {
        const bytes = responseBodySize + responseHeadersSize;
        const url = new URL(request.url()).pathname;
        weight.requests += 1;
        const type = request.resourceType();
        if (url.endsWith('.js') && type === 'script') {
          weight.firstLoadJs += bytes;
          weight.scripts.set(url, bytes);
        } else if (url.endsWith('.js')) {
          weight.prefetchedJs += bytes;
        } else if (type === 'stylesheet') {
          weight.css += bytes;
        } else if (type === 'document') {
          weight.html += bytes;
        } else {
          weight.other += bytes;
        }
      }),
    );
  });
  await page.goto(`${origin}${route}`, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  // Read to the end, so that what the page fetches as the reader scrolls (prefetched links) counts.
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return weight;
}

/** The reference's console data is a JSON module: its chunk holds the JSON text, its keys quoted. */
const CONSOLE_DATA_SIGNATURE = '"sandboxCommands":';

/**
 * What the console's own code may weigh, gzipped, when a reader first opens a console. Only this bench reads it;
 * src/constants.ts holds site-wide values only, and features keep their own.
 */
const CONSOLE_CODE_BUDGET_BYTES = 25 * 1024;

/**
 * A chunk's gzipped size, computed here (zlib's default level, as the compression middleware uses) rather than read
 * off the wire: the wire adds headers, and the test server leaves bodies under 1 KB uncompressed.
 */
function gzippedSize(text: string): number {
  return gzipSync(text).length;
}

/** "12.3 KB of 25.0 KB (49%, within budget)": a figure against its budget. */
function againstBudget(bytes: number, budget: number): string {
  const verdict = bytes <= budget ? 'within budget' : `over budget by ${kilobytes(bytes - budget)}`;
  return `${kilobytes(bytes)} of ${kilobytes(budget)} (${Math.round((bytes / budget) * 100)}%, ${verdict})`;
}

/**
 * What opening a first request console on a reference loads, gzipped: the scripts that load on the click, which are
 * the console's own chunks, split into its code and the reference's console data.
 */
async function weighConsole(browser: Browser, origin: string, route: string): Promise<{code: number; data: number}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(ANALYTICS_SCRIPT.src, (request) =>
    request.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
  );
  await page.goto(`${origin}${route}`, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  const loaded = {code: 0, data: 0};
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    // Webpack loads a lazy chunk with a script element; a prefetch for a linked page is another resource type.
    if (!request.url().startsWith(origin) || !request.url().endsWith('.js') || request.resourceType() !== 'script') {
      return;
    }
    pending.push(
      request.response().then(async (response) => {
        const text = (await response?.text()) ?? '';
        loaded[text.includes(CONSOLE_DATA_SIGNATURE) ? 'data' : 'code'] += gzippedSize(text);
      }),
    );
  });
  await page
    .getByRole('button', {name: /^Try it/})
    .first()
    .click();
  await page.getByRole('region', {name: /^Try /}).waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return loaded;
}

async function main(): Promise<void> {
  const [ours, stock] = await serveBothBuilds();
  const browser = await chromium.launch({executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS});
  try {
    const stockPage = await weigh(browser, stock.origin, STOCK_DOCS_PAGE);
    const weights = new Map<string, PageWeight>();
    for (const route of ALL_ROUTES) {
      weights.set(route, await weigh(browser, ours.origin, route));
    }
    const plain = weights.get(PLAIN_DOCS_PAGE)!;
    const beyondPlain = (weight: PageWeight) =>
      [...weight.scripts].filter(([url]) => !plain.scripts.has(url)).reduce((sum, [, bytes]) => sum + bytes, 0);

    const row = (label: string, weight: PageWeight, extra: string) => [
      label,
      String(weight.requests),
      kilobytes(weight.firstLoadJs),
      ratio(weight.firstLoadJs, stockPage.firstLoadJs),
      extra,
      kilobytes(weight.prefetchedJs),
      kilobytes(weight.css),
      kilobytes(weight.html),
      kilobytes(weight.firstLoadJs + weight.prefetchedJs + weight.css + weight.html + weight.other),
    ];
    console.log(`\nPage weight, brotli over the wire, empty cache (${new Date().toISOString()})\n`);
    printTable(
      [
        'page',
        'requests',
        'first-load JS',
        'JS vs stock',
        `JS beyond ${PLAIN_DOCS_PAGE}`,
        'prefetched JS',
        'CSS',
        'HTML',
        'total',
      ],
      [
        row(`stock template ${STOCK_DOCS_PAGE}`, stockPage, '–'),
        ...[...weights].map(([route, weight]) => row(route, weight, kilobytes(beyondPlain(weight)))),
      ],
    );
    const firstLoad = [...weights.values()].map((weight) => weight.firstLoadJs);
    console.log(
      `\nFirst-load JS of ${PLAIN_DOCS_PAGE}: ${kilobytes(plain.firstLoadJs)} = ${ratio(plain.firstLoadJs, stockPage.firstLoadJs)} the stock docs page (${kilobytes(stockPage.firstLoadJs)}); ` +
        `smallest page ${kilobytes(Math.min(...firstLoad))}, largest ${kilobytes(Math.max(...firstLoad))}.`,
    );
    console.log(
      `\nRequest console, loaded when a reader first opens one (each chunk gzipped; figures only, nothing fails)\n`,
    );
    const consoles: string[][] = [];
    for (const route of API_ROUTES) {
      const {code, data} = await weighConsole(browser, ours.origin, route);
      const firstLoadRatio = ratio(weights.get(route)!.firstLoadJs, plain.firstLoadJs);
      consoles.push([
        route,
        againstBudget(code, CONSOLE_CODE_BUDGET_BYTES),
        kilobytes(data),
        `${firstLoadRatio} ${PLAIN_DOCS_PAGE}`,
      ]);
    }
    printTable(['page', 'console code vs budget', 'console data', 'first-load JS'], consoles);
  } finally {
    await browser.close();
    await Promise.all([ours.close(), stock.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
