/**
 * Every page of the built site (build/sitemap.xml), loaded once for all that each page owes its reader: its exact
 * path, its h1 and title, its sources, its Markdown twin, a clean load (no console error, no failed request, nothing
 * from another origin, no web font), no serious accessibility violation, and diagrams that fit a desktop column
 * and a phone's; a docs page is loaded once more with JavaScript off to show that its title and text are readable
 * without it. Each check is a named step, so a failure
 * says which check failed on which page.
 */
import type {Page} from '@playwright/test';
import {API_REFERENCES, SITE} from '../../src/constants';
import {DIAGRAMS} from '../../src/features/diagrams/options';
import {pagesWithDiagrams} from '../support/diagrams';
import {docFileForRoute, parseDoc} from '../support/docs';
import {blockingViolations} from './support/axe';
import {expectDiagramsFit, expectLabelsContrast} from './support/diagram-layout';
import {PHONE_VIEWPORT} from './support/settings';
import {
  expect,
  recordScripts,
  test,
  thirdPartyRequests,
  waitForHydration,
  waitForRequestsToSettle,
  watchPage,
} from './support/fixtures';
import {builtSitemapRoutes} from './support/sitemap';

/** How many diagrams each page with diagrams draws. */
const DIAGRAM_COUNTS = new Map(pagesWithDiagrams().map(({route, sources}) => [route, sources.length]));
const TITLE_SUFFIX = ` ${SITE.titleDelimiter} ${SITE.title}`;
/** Commit permalinks on GitHub: what every "Sources" entry links to. */
const PINNED_SOURCE_LINK = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/blob\/[0-9a-f]{40}\//;
const WEB_FONT = /\.(woff2?|ttf|otf)(\?|$)/;
/**
 * Each test loads its page twice and runs axe over it. An API reference is one page holding every operation
 * (/api/arkd: some 12,000 elements), so axe takes several times longer there than on a docs page; both limits leave
 * room for a busy machine.
 */
const PAGE_TIMEOUT_MS = 120_000;
const API_REFERENCE_TIMEOUT_MS = 240_000;

/** What the MDX source of a docs page says its reader sees first: its h1 and the first words of its own prose. */
function docExpectations(route: string): {title: string; firstWords: string} {
  const doc = parseDoc(docFileForRoute(route));
  const title = doc.headings.find((heading) => heading.level === 1)?.text;
  if (!title) throw new Error(`${doc.relativeFile} has no "# " heading`);
  const firstProseLine = doc.prose
    .split('\n')
    .map((line) => line.trim())
    .find(
      (line) =>
        line &&
        !line.startsWith('#') &&
        !line.startsWith(':::') &&
        !line.startsWith('|') &&
        !line.startsWith('-') &&
        !line.startsWith('<') &&
        !line.startsWith('**Next'),
    );
  if (!firstProseLine) throw new Error(`${doc.relativeFile} has no paragraph of prose`);
  const firstWords = firstProseLine
    .replace(/[*_`]/g, '')
    .split(/\s+/)
    .slice(0, 6)
    .join(' ')
    .replace(/\[([^\]]*)\]/g, '$1');
  return {title, firstWords};
}

/** Tables wider than the column (they scroll), and words of prose a table cell splits across two lines. */
function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const table of Array.from(document.querySelectorAll('article .markdown table'))) {
      const caption = (table.textContent ?? '').slice(0, 40);
      if (table.scrollWidth > table.clientWidth + 1) problems.push(`the table "${caption}…" scrolls`);
      const texts = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (text.parentElement?.closest('code')) continue;
        for (const word of (text.textContent ?? '').matchAll(/[\p{L}\p{N}]+/gu)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.bottom)));
          if (lines.size > 1) problems.push(`"${word[0]}" is split across lines in the table "${caption}…"`);
        }
      }
    }
    return problems;
  });
}

/** Loads a docs page in the worker's page with JavaScript off; its console must stay free of errors too. */
async function expectReadableWithoutJavaScript(page: Page, url: string, route: string): Promise<void> {
  const {title, firstWords} = docExpectations(route);
  try {
    const activity = watchPage(page);
    const response = await page.goto(url);
    expect.soft(response?.status(), 'HTTP status without JavaScript').toBe(200);
    await expect.soft(page.getByRole('heading', {level: 1})).toHaveText(title);
    await expect.soft(page.locator('article'), "the first words of the page's prose").toContainText(firstWords);
    expect.soft(activity.consoleErrors, 'console errors without JavaScript').toEqual([]);
  } finally {
    page.removeAllListeners();
  }
}

for (const route of builtSitemapRoutes()) {
  const reference = API_REFERENCES.find((candidate) => candidate.route === route);

  const diagramCount = DIAGRAM_COUNTS.get(route);

  test(route, async ({page, activity, request, noScriptPage, baseURL}) => {
    test.setTimeout(reference ? API_REFERENCE_TIMEOUT_MS : PAGE_TIMEOUT_MS);
    const scripts = recordScripts(page, (response) => response.request().resourceType() === 'script');
    await test.step('answers HTTP 200 at its exact path (capitals kept)', async () => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(route);
    });

    const h1 = page.locator('article h1').first();
    const heading = await test.step(`shows an h1 and is titled "{h1}${TITLE_SUFFIX}"`, async () => {
      await expect(h1).toBeVisible();
      const text = (await h1.innerText()).trim();
      if (reference) expect.soft(text, 'the h1 of an API reference').toBe(reference.title);
      await expect.soft(page).toHaveTitle(`${text}${TITLE_SUFFIX}`);
      return text;
    });

    if (!reference) {
      await test.step('ends with the releases it describes and its sources, pinned to a commit', async () => {
        const sources = page.getByRole('region', {name: 'Sources'});
        await expect.soft(sources).toContainText('This page describes');
        // The list is closed until the reader opens it, and then shows as many files as its summary says.
        const files = sources.getByRole('listitem');
        await expect(files).toHaveCount(0);
        const summary = sources.getByText(/^Files and the claims they back \(\d+\)$/);
        const stated = Number(/\d+/.exec(await summary.innerText())![0]);
        await summary.click();
        await expect.soft(files).toHaveCount(stated);
        await expect.soft(files.first().getByRole('link')).toHaveAttribute('href', PINNED_SOURCE_LINK);
      });
    }

    await test.step(`has a Markdown twin at ${route}.md that starts with its h1`, async () => {
      const response = await request.get(`${route}.md`);
      expect.soft(response.status()).toBe(200);
      expect.soft((await response.text()).split('\n')[0]).toBe(`# ${heading}`);
    });

    await test.step('loads cleanly: no failed request, nothing from another origin but the analytics script, no web font', async () => {
      await waitForRequestsToSettle(activity);
      expect.soft(activity.failedRequests, 'failed requests').toEqual([]);
      expect.soft(thirdPartyRequests(activity, new URL(baseURL!).origin), 'third-party requests').toEqual([]);
      expect
        .soft(
          activity.requests.filter((url) => WEB_FONT.test(url)),
          'web fonts',
        )
        .toEqual([]);
      // Console errors fail every test through the shared fixture, once the test ends.
    });

    if (diagramCount) {
      // src/features/staticHtml: the drawings are in the HTML only; a client-side navigation loads them.
      await test.step('holds its drawings in the HTML, and in none of the scripts it loads', async () => {
        const drawingId = await page.locator(`.${DIAGRAMS.boxClassName} svg`).first().getAttribute('id');
        expect(drawingId, 'the first drawing has an id').toBeTruthy();
        const loaded = await scripts();
        expect(loaded.length, 'scripts the page loaded').toBeGreaterThan(0);
        expect(loaded.filter((script) => script.includes(`id="${drawingId}"`))).toEqual([]);
      });
    }

    if (!reference) {
      await test.step('opens each link that leaves the site in a new tab, with no access back to this one', async () => {
        const external = page.locator('article a[href^="http"]');
        expect(await external.count(), 'links to the sources at least').toBeGreaterThan(0);
        const unsafe = await external.evaluateAll((links) =>
          links
            .filter(
              (link) => link.getAttribute('target') !== '_blank' || link.getAttribute('rel') !== 'noopener noreferrer',
            )
            .map((link) => link.getAttribute('href')),
        );
        expect.soft(unsafe, 'external links without target="_blank" rel="noopener noreferrer"').toEqual([]);
      });
    }

    if (!reference) {
      await test.step('fits its tables in the column, breaking no word of prose', async () => {
        expect.soft(await tableProblems(page)).toEqual([]);
      });
    }

    await test.step('has no serious or critical accessibility violation (axe-core, WCAG 2.1 AA)', async () => {
      const blocking = await blockingViolations(page);
      expect.soft(blocking, blocking.join('\n')).toEqual([]);
    });

    // An API reference's reading without JavaScript is checked against its spec in api-reference.spec.ts.
    if (!reference) {
      await test.step('shows its title and the start of its text with JavaScript off', () =>
        expectReadableWithoutJavaScript(noScriptPage, new URL(route, baseURL).href, route));
    }

    if (diagramCount) {
      await test.step('fits each diagram in the column at its drawn size, every label in WCAG AA contrast', async () => {
        await expectDiagramsFit(page, diagramCount, true);
        await expectLabelsContrast(page);
      });
      await test.step('on a phone, fits each diagram or scrolls it in its own box', async () => {
        await page.setViewportSize(PHONE_VIEWPORT);
        await expectDiagramsFit(page, diagramCount, false);
      });
    }
  });
}
