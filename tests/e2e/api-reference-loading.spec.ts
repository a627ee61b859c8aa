/**
 * How a reference's operation bodies reach the reader (static HTML, written by src/features/apiReference/page.ts): in the
 * HTML of the page the reader loads, and not in its scripts; from their own chunk, before the page shows, when the reader comes
 * from another page; and as they were left, when the reader comes back.
 */
import type {Page} from '@playwright/test';
import {apiReferenceById, DOC_ROUTES} from '../../src/constants';
import {REFERENCE_LAYOUT} from '../../src/features/apiReference/options';
import {bundleSpec, operationsOf, textOf} from '../support/api-specs';
import {docFileForRoute, parseDoc} from '../support/docs';
// Each test checks what the page fetches: it needs a page of its own, whose cache holds nothing yet.
import {
  expect,
  expectSameDocument,
  markDocument,
  openPage,
  recordScripts,
  newContextTest as test,
  waitForRequestsToSettle,
} from './support/fixtures';
import {operationBody} from './support/reference';

const arkd = apiReferenceById('arkd');

/**
 * Words that only the body of an operation holds: the first run of plain words (four or more) of its description.
 * Plain words read the same in the page's HTML and in a script's string literals.
 */
async function bodyMarkers(): Promise<Map<string, string>> {
  const {document} = await bundleSpec(arkd);
  const markers = new Map<string, string>();
  for (const {operation} of operationsOf(document)) {
    const firstLine = textOf(operation.description).split('\n')[0] ?? '';
    const words = /[A-Za-z]+(?: [A-Za-z]+){3,}/.exec(firstLine)?.[0];
    if (words) markers.set(textOf(operation.operationId), words);
  }
  expect(markers.size, `operations of ${arkd.specFolder} with a description to look for`).toBeGreaterThan(0);
  return markers;
}

/** The text of every script the page receives from now on, prefetched chunks included. */
function recordChunks(page: Page): () => Promise<string[]> {
  return recordScripts(page, (response) => new URL(response.url()).pathname.endsWith('.js'));
}

/** A docs page that links to an operation of the reference, and that link. */
function docsLinkToAnOperation(): {route: string; href: string} {
  for (const route of DOC_ROUTES) {
    const link = parseDoc(docFileForRoute(route)).links.find(({url}) => url.startsWith(`${arkd.route}#`));
    if (link) return {route, href: link.url};
  }
  throw new Error(`no docs page links to an operation of ${arkd.route}`);
}

test('the page a reader loads has every operation in its HTML and none in its scripts', async ({page, activity}) => {
  const markers = await bodyMarkers();
  const scripts = recordChunks(page);
  await openPage(page, arkd.route);
  // Down to the end, as a reader would: whatever loads on the way counts too.
  await page.keyboard.press('End');
  await waitForRequestsToSettle(activity);
  const received = await scripts();
  expect(received.length, 'scripts received').toBeGreaterThan(0);
  for (const [operationId, words] of markers) {
    await expect(operationBody(page, operationId), operationId).toContainText(words);
    expect(
      received.filter((script) => script.includes(words)),
      `scripts holding the body of ${operationId}`,
    ).toHaveLength(0);
  }
});

test('reached by a link from another page, the reference shows the operation in full where the link points', async ({
  page,
  activity,
}) => {
  const markers = await bodyMarkers();
  const {route, href} = docsLinkToAnOperation();
  const operationId = href.slice(href.indexOf('#') + 1);
  const scripts = recordChunks(page);
  await openPage(page, route);
  await markDocument(page);
  await page.locator(`article a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${arkd.route}#${operationId}$`));
  await expectSameDocument(page);
  const heading = page.locator(`[id="${operationId}"]`);
  await expect
    .poll(async () => Math.abs((await heading.boundingBox())!.y - REFERENCE_LAYOUT.scrollYOffset), {
      message: `#${operationId} ${REFERENCE_LAYOUT.scrollYOffset} px from the top`,
    })
    .toBeLessThanOrEqual(2);
  for (const [id, words] of markers) {
    await expect(operationBody(page, id), id).toContainText(words);
  }
  await waitForRequestsToSettle(activity);
  expect((await scripts()).some((script) => script.includes(markers.values().next().value!))).toBe(true);
});

test('shown again after the reader left it, an operation is as the reader left it, without a script more', async ({
  page,
  activity,
}) => {
  const markers = await bodyMarkers();
  const [operationId, words] = [...markers].find(([id]) => id === 'registerInputs') ?? [...markers][0]!;
  await openPage(page, `${arkd.route}#${operationId}`);
  const body = operationBody(page, operationId);
  const toggle = body.locator('details').first();
  await toggle.locator('> summary').click();
  await expect(toggle).toHaveAttribute('open', '');

  const scripts = recordChunks(page);
  await markDocument(page);
  // The navbar hides while the reader scrolls down, which clicking the details did; a reader scrolls up to reach it.
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(async () => {
    await page.mouse.wheel(0, -200);
    await expect(navbar).toBeInViewport({timeout: 1_000});
  }).toPass();
  await navbar.getByRole('link', {name: 'Learn'}).click();
  await expect(page.locator('article h1')).not.toHaveText(arkd.title);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${arkd.route}#${operationId}$`));
  await expectSameDocument(page);
  await expect(body).toContainText(words);
  await expect(body.locator('details').first()).toHaveAttribute('open', '');
  await waitForRequestsToSettle(activity);
  expect(
    (await scripts()).filter((script) => [...markers.values()].some((marker) => script.includes(marker))),
  ).toHaveLength(0);
});
