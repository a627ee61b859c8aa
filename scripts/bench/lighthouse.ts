// `npm run bench:lighthouse [runs] [route…]`: Lighthouse (mobile) on pages of this site and a docs page of the stock
// Docusaurus 3.7.0 template, both compressed as a CDN would serve them, runs interleaved so that load hits both alike.
// The analytics host is blocked: a third party, not the site's own weight.
import * as chromeLauncher from 'chrome-launcher';
import {ALL_ROUTES, ANALYTICS_SCRIPT, API_ROUTES} from '../../src/constants';
import {CHROMIUM_ARGS, CHROMIUM_EXECUTABLE} from '../../src/chromium';
import {pagesWithDiagrams} from '../../tests/support/diagrams';
import {STOCK_DOCS_PAGE, serveBothBuilds} from './stockTemplate';
import {median, printTable} from './stats';

const [runsArgument, ...routeArguments] = process.argv.slice(2);
const RUNS = Math.max(3, Number(runsArgument ?? 3));
/** The longest page, the page with the most code, every page with diagrams (/ark among them), both API references. */
const DEFAULT_PAGES = ['/ark/FAQ', '/integrate/sdk', ...pagesWithDiagrams().map(({route}) => route), ...API_ROUTES];
/** `npm run bench:lighthouse -- 5 /ark/FAQ /api/arkd`: more runs of fewer pages, to tell a difference from noise. */
const OUR_PAGES = routeArguments.length > 0 ? routeArguments : DEFAULT_PAGES;
const unknownRoutes = OUR_PAGES.filter((route) => !(ALL_ROUTES as readonly string[]).includes(route));
if (unknownRoutes.length > 0) {
  throw new Error(`bench:lighthouse: ${unknownRoutes.join(', ')} not in the route table (src/constants.ts)`);
}

type Sample = {score: number; lcpMs: number; tbtMs: number; cls: number};

async function main(): Promise<void> {
  const {default: lighthouse} = await import('lighthouse');
  const [ours, stock] = await serveBothBuilds();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_EXECUTABLE,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const targets = [
    {label: `stock template ${STOCK_DOCS_PAGE}`, url: `${stock.origin}${STOCK_DOCS_PAGE}`},
    ...OUR_PAGES.map((route) => ({label: route, url: `${ours.origin}${route}`})),
  ];
  const samples = new Map<string, Sample[]>(targets.map(({label}) => [label, []]));
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const {label, url} of targets) {
        const result = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ['performance'],
          blockedUrlPatterns: [`${new URL(ANALYTICS_SCRIPT.src).origin}/*`],
          logLevel: 'error',
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const {audits, categories} = result.lhr;
        const sample: Sample = {
          score: Math.round((categories.performance?.score ?? Number.NaN) * 100),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        };
        samples.get(label)!.push(sample);
        console.log(
          `run ${run}/${RUNS} ${label}: score ${sample.score}, LCP ${sample.lcpMs.toFixed(0)} ms, TBT ${sample.tbtMs.toFixed(0)} ms, CLS ${sample.cls.toFixed(3)}`,
        );
      }
    }
  } finally {
    chrome.kill();
    await Promise.all([ours.close(), stock.close()]);
  }

  console.log(`\nLighthouse ${RUNS}× per page, mobile profile, medians (${new Date().toISOString()})\n`);
  printTable(
    ['page', 'performance', 'LCP', 'TBT', 'CLS'],
    [...samples].map(([label, runs]) => [
      label,
      String(median(runs.map((s) => s.score))),
      `${(median(runs.map((s) => s.lcpMs)) / 1000).toFixed(2)} s`,
      `${median(runs.map((s) => s.tbtMs)).toFixed(0)} ms`,
      median(runs.map((s) => s.cls)).toFixed(3),
    ]),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
