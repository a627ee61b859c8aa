// `npm run bench:weight`: each page's weight, as `npm test`'s budgets measure it (tests/e2e/support/weight.ts), on the
// site as it ships, against a docs page of the stock Docusaurus 3.7.0 template. Each page is read to its end, so that
// prefetched code counts too; then each reference's request console is opened and weighed against its budget.
import {chromium, type Browser, type Page} from '@playwright/test';
import {ALL_ROUTES, ANALYTICS_SCRIPT, API_ROUTES} from '../../src/constants';
import {CHROMIUM_ARGS, CHROMIUM_EXECUTABLE} from '../../src/chromium';
import {CONSOLE_BUDGET} from '../../tests/e2e/support/budgets';
import {consoleWeight, kilobytes, openFirstConsole, recordWeight} from '../../tests/e2e/support/weight';
import {scrollThrough} from './scroll';
import {STOCK_DOCS_PAGE, serveBothBuilds} from './stockTemplate';
import {printTable, ratio} from './stats';

/** The plain docs page (no code block, no diagram) the others are compared with. */
const PLAIN_DOCS_PAGE = '/ark/FAQ';

/** Runs `work` in a page of a context of its own: an empty cache. */
async function inNewContext<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The analytics host is a third party: not part of the site's own weight.
  await page.route(ANALYTICS_SCRIPT.src, (request) =>
    request.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
  );
  try {
    return await work(page);
  } finally {
    await context.close();
  }
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
}

const weighPage = (browser: Browser, origin: string, route: string) =>
  inNewContext(browser, async (page) => {
    const weigh = recordWeight(page, origin);
    await open(page, `${origin}${route}`);
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    return weigh();
  });

const weighConsole = (browser: Browser, origin: string, route: string) =>
  inNewContext(browser, async (page) => {
    await open(page, `${origin}${route}`);
    const weigh = recordWeight(page, origin);
    await openFirstConsole(page);
    await page.waitForLoadState('networkidle');
    return consoleWeight(await weigh());
  });

/** "12.3 KB of 14.5 KB (85%)": a figure against its budget. */
function againstBudget(bytes: number, budget: number): string {
  return `${kilobytes(bytes)} of ${kilobytes(budget)} (${Math.round((bytes / budget) * 100)}%)`;
}

async function main(): Promise<void> {
  const [ours, stock] = await serveBothBuilds();
  const browser = await chromium.launch({executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS});
  try {
    const stockPage = await weighPage(browser, stock.origin, STOCK_DOCS_PAGE);
    const weights = new Map<string, Awaited<ReturnType<typeof weighPage>>>();
    for (const route of ALL_ROUTES) {
      weights.set(route, await weighPage(browser, ours.origin, route));
    }
    const plain = weights.get(PLAIN_DOCS_PAGE)!;
    const plainScripts = new Set(plain.scripts.map(({url}) => url));
    const beyondPlain = (scripts: typeof plain.scripts) =>
      scripts.filter(({url}) => !plainScripts.has(url)).reduce((sum, {bytes}) => sum + bytes, 0);

    const row = (label: string, weight: typeof plain, extra: string) => [
      label,
      String(weight.files),
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
        'files',
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
        ...[...weights].map(([route, weight]) => row(route, weight, kilobytes(beyondPlain(weight.scripts)))),
      ],
    );
    const firstLoad = [...weights.values()].map((weight) => weight.firstLoadJs);
    console.log(
      `\nFirst-load JS of ${PLAIN_DOCS_PAGE}: ${kilobytes(plain.firstLoadJs)} = ${ratio(plain.firstLoadJs, stockPage.firstLoadJs)} the stock docs page (${kilobytes(stockPage.firstLoadJs)}); ` +
        `smallest page ${kilobytes(Math.min(...firstLoad))}, largest ${kilobytes(Math.max(...firstLoad))}.`,
    );
    console.log(`\nRequest console, loaded when a reader first opens one\n`);
    const consoles: string[][] = [];
    for (const route of API_ROUTES) {
      const {code, data} = await weighConsole(browser, ours.origin, route);
      consoles.push([route, againstBudget(code, CONSOLE_BUDGET.code), kilobytes(data)]);
    }
    printTable(['page', 'console code vs budget', 'console data'], consoles);
  } finally {
    await browser.close();
    await Promise.all([ours.close(), stock.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
