/**
 * The weight budgets that tests/e2e/weight.spec.ts holds the build to: what a reader's browser loads first on each
 * kind of page, and on opening a first request console, brotli over the wire as tests/e2e/support/weight.ts measures
 * it. Each sits a little above what the build loads today, so that what adds weight fails a test and has to be
 * argued for here. They hold for the test build, whose main bundle also routes the fixture pages under /tests: a
 * little heavier than the site as it ships.
 */
import {ROOT_REDIRECT} from '../../../src/constants';

const KB = 1024;

/** Every page loads the one stylesheet of the site: Infima, the theme's and the features' CSS. */
const SITE_CSS = 21.5 * KB;

export interface PageBudget {
  pageType: string;
  route: string;
  /** Where the page leaves the reader once it has run, if elsewhere. */
  landsOn?: string;
  firstLoadJs: number;
  css: number;
}

export const PAGE_BUDGETS: PageBudget[] = [
  {pageType: 'a plain docs page', route: '/ark/terminology', firstLoadJs: 171.5 * KB, css: SITE_CSS},
  // Its answers' text is compiled into its JavaScript, as on every MDX page; the Known issues are static HTML.
  {pageType: 'the FAQ', route: '/ark/FAQ', firstLoadJs: 163 * KB, css: SITE_CSS},
  {pageType: 'a page with diagrams', route: '/ark/deep-dive/intro', firstLoadJs: 157 * KB, css: SITE_CSS},
  {pageType: 'an API reference', route: '/api/arkd', firstLoadJs: 167.5 * KB, css: SITE_CSS},
  {pageType: 'the root redirect', route: '/', landsOn: ROOT_REDIRECT, firstLoadJs: 163 * KB, css: SITE_CSS},
];

/** The request console's own code, which a reference page loads when a reader first opens a console. */
export const CONSOLE_BUDGET = {route: '/api/arkd', code: 15 * KB};
