/**
 * Static HTML (src/features/staticHtml), on the fixture pages of tests/fixtures/site: what React and Docusaurus must
 * keep doing for it to work. React keeps the server's HTML through hydration; Docusaurus awaits a page module's
 * top-level await before it shows a route; a component that loads on reach gets the reader's first interaction.
 */
import type {Page} from '@playwright/test';
import {DIAGRAMS as DIAGRAMS_OPTIONS} from '../../src/features/diagrams/options';
// Each test checks what the page fetches, or holds its scripts back: it needs a page of its own, with a cold cache.
import {
  expect,
  expectSameDocument,
  holdScripts,
  markDocument,
  openPage,
  recordScripts,
  newContextTest as test,
} from './support/fixtures';

const DIAGRAMS = '/tests/diagrams';
const COUNTER = '/tests/static-html';
/** Text of the counter's code (tests/fixtures/site/_Counter.tsx): no other script holds it. */
const COUNTER_CODE = 'Count: ';
/** A string of a drawings module: a drawing's id (other scripts hold SVG too: the search box's icons). */
const DRAWINGS = `id="${DIAGRAMS_OPTIONS.idPrefix}`;

// A script still held when a test ends (a link prefetched meanwhile) is let go rather than reported as an error.
test.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

function scriptsHolding(page: Page, signature: string): () => Promise<string[]> {
  const scripts = recordScripts(page, (response) => new URL(response.url()).pathname.endsWith('.js'));
  return async () => (await scripts()).filter((script) => script.includes(signature));
}

test("hydration keeps the server's HTML: no node of it is replaced, and its code is not fetched", async ({page}) => {
  // Every node removed from a static HTML element, from the first script on.
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, {removedStaticNodes: removed});
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.removedNodes.length > 0 && (record.target as Element).closest?.('[data-static-html]')) {
          removed.push((record.target as Element).tagName);
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  const drawings = scriptsHolding(page, DRAWINGS);
  await openPage(page, DIAGRAMS);
  await expect(page.locator('[data-static-html] svg')).toHaveCount(3);
  expect(await page.evaluate(() => (window as unknown as {removedStaticNodes: string[]}).removedStaticNodes)).toEqual(
    [],
  );
  expect(await drawings()).toEqual([]);
});

test('a client-side navigation shows the page once its static HTML is there: drawn at once, nothing moves', async ({
  page,
}) => {
  await openPage(page, '/tests');
  const {release} = await holdScripts(page, DRAWINGS);
  await page.getByRole('link', {name: 'Diagrams'}).click();
  // While the drawings load, the reader still sees the page they were on.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Feature fixtures');
  release();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Diagrams');
  const boxes = page.locator('[data-static-html]');
  await expect(boxes).toHaveCount(3);
  // Every box holds its drawing, and keeps its size over the next ten frames.
  const frames = await boxes.evaluateAll(async (elements) => {
    const sizes = () =>
      elements.map((box) => `${box.querySelectorAll('svg text').length > 0}:${box.clientWidth}x${box.clientHeight}`);
    const samples = [sizes()];
    while (samples.length < 11) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      samples.push(sizes());
    }
    return samples;
  });
  const [first] = frames;
  expect(first!.every((size) => size.startsWith('true:'))).toBe(true);
  expect(frames).toEqual(frames.map(() => first));
});

test('back on a page, its static HTML is as it was, without fetching it', async ({page}) => {
  await openPage(page, DIAGRAMS);
  const drawings = scriptsHolding(page, DRAWINGS);
  await markDocument(page);
  await page.getByRole('link', {name: 'feature fixtures'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Feature fixtures');
  await page.goBack();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Diagrams');
  await expect(page.locator('[data-static-html] svg text', {hasText: 'First box'})).toBeVisible();
  await expectSameDocument(page);
  expect(await drawings()).toEqual([]);
});

test.describe('a component that loads when the reader reaches for it', () => {
  test('is static until then: reading the page does not load its code; a click loads it and counts', async ({page}) => {
    const code = scriptsHolding(page, COUNTER_CODE);
    await openPage(page, COUNTER);
    const counter = page.locator('[data-static-html="fixture-counter/counter"]');
    await page.keyboard.press('End');
    await expect(counter).toHaveAttribute('data-state', 'static');
    expect(await code()).toEqual([]);

    await counter.getByRole('button', {name: 'Add'}).click();
    await expect(counter.getByText('Count: 1')).toBeVisible();
    await expect(counter).toHaveAttribute('data-state', 'interactive');
    expect(await code()).toHaveLength(1);
  });

  test('gets what the reader did before its code arrived: a slider moved, a key pressed, the focus', async ({page}) => {
    await openPage(page, COUNTER);
    const {release} = await holdScripts(page, COUNTER_CODE);
    const counter = page.locator('[data-static-html="fixture-counter/counter"]');
    const slider = counter.getByRole('slider', {name: 'Step'});
    await slider.focus();
    await slider.press('ArrowRight');
    await expect(counter).toHaveAttribute('data-state', 'loading');
    release();
    await expect(counter).toHaveAttribute('data-state', 'interactive');
    await expect(slider).toHaveValue('2');
    await expect(slider).toBeFocused();
    await counter.getByRole('button', {name: 'Add'}).press('Enter');
    await expect(counter.getByText('Count: 2')).toBeVisible();
  });

  test('keeps a press made while its code was loading', async ({page}) => {
    await openPage(page, COUNTER);
    const {held, release} = await holdScripts(page, COUNTER_CODE);
    const button = page.getByRole('button', {name: 'Add'});
    await button.focus();
    await button.press('Enter');
    await held;
    release();
    await expect(page.getByText('Count: 1')).toBeVisible();
    await expect(button).toBeFocused();
  });

  test('once live, its links are the site links: no reload', async ({page}) => {
    await openPage(page, COUNTER);
    await page.getByRole('button', {name: 'Add'}).click();
    await expect(page.getByText('Count: 1')).toBeVisible();
    await markDocument(page);
    await page.getByRole('link', {name: 'Code blocks'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Code blocks');
    await expectSameDocument(page);
  });

  test.describe('when its code cannot be loaded', () => {
    // The browser reports each request it could not make as a console error: those are expected.
    test.use({allowConsoleErrors: true});

    test('stays as it is, a note says so, and the next reach loads it', async ({page, activity}) => {
      await openPage(page, COUNTER);
      await page.route('**/assets/js/*.js', (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', {name: 'Add'}).click();
      await expect(page.getByRole('alert')).toHaveText('The counter could not be loaded.');
      await expect(page.getByText('Count: 0')).toBeVisible();
      await page.unroute('**/assets/js/*.js');
      await page.getByRole('button', {name: 'Add'}).click();
      await expect(page.getByText('Count: 1')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(activity.consoleErrors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    });
  });
});
