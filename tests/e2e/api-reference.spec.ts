/**
 * The two API references, as a reader sees them: the operation menu, the anchors, the method
 * badges, credentials, samples, schemas, streams, the spec download, on a phone and without
 * JavaScript. What each page must show comes from its spec (api-spec/), read here on its own.
 */
import type {Page} from '@playwright/test';
import {parseYaml} from '@redocly/openapi-core';
import {API_REFERENCES, apiReferenceById} from '../../src/constants';
import {REFERENCE_LAYOUT} from '../../src/features/apiReference/options';
import {bundleSpec, operationsOf, streamExampleOf, textOf, type JsonObject, type Operation} from '../support/api-specs';
import {
  clipboardTest,
  expect,
  expectSameDocument,
  markDocument,
  newContextTest,
  openPage,
  test,
  waitForHydration,
} from './support/fixtures';
// On a desktop the menu is a column; on a PHONE, in the navbar's drawer.
import {DESKTOP_VIEWPORT as desktop, PHONE} from './support/settings';
import {exampleLines, openBeforeScripts, operationBody} from './support/reference';

/** Deep links the rest of the site relies on (brief: the anchor scheme is fixed). */
const DEEP_LINKS = {arkd: 'registerIntent', fulmine: 'createVhtlc'} as const;

/** Scroll positions are whole pixels and layout is not: a heading scrolled to may sit this far from its place. */
const ROUNDING_PX = 2;

interface SpecFacts {
  operations: Operation[];
  /** The tags that have operations, in the document's order, with the name the menu shows. */
  tags: Array<{name: string; label: string}>;
  streams: Operation[];
  document: JsonObject;
}

async function factsOf(reference: (typeof API_REFERENCES)[number]): Promise<SpecFacts> {
  const {document} = await bundleSpec(reference);
  const operations = operationsOf(document);
  const used = new Set(operations.map(({operation}) => (operation.tags as string[])[0]));
  const tags = (document.tags as JsonObject[])
    .filter((tag) => used.has(tag.name as string))
    .map((tag) => ({
      name: tag.name as string,
      label: (tag['x-displayName'] as string | undefined) ?? (tag.name as string),
    }));
  // A stream is marked on its operation (api-spec/README.md): its media type is the gateway's application/json.
  const isStream = ({operation}: Operation) => operation['x-stream'] === 'ndjson';
  const facts = {operations, tags, streams: operations.filter(isStream), document};
  expect(facts.operations.length, `${reference.specFolder} has operations`).toBeGreaterThan(0);
  expect(facts.tags.length, `${reference.specFolder} has tags`).toBeGreaterThan(0);
  return facts;
}

const idOf = ({operation}: Operation) => textOf(operation.operationId);

/** How many JSON lines the example body of a stream's 200 response holds. */
function exampleLinesOf({operation}: Operation): number {
  const responses = operation.responses as JsonObject;
  return streamExampleOf(Object.values((responses['200'] as JsonObject).content as JsonObject)[0] as JsonObject).length;
}
const menu = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});

for (const reference of API_REFERENCES) {
  test.describe(`${reference.route}`, () => {
    test.describe('on a desktop', () => {
      test.use({viewport: desktop});

      // One load of the page for everything it shows as it arrives: a reference is a large page, and loading it once
      // per check was most of this file's time.
      test('reads as its spec says: the menu, each operation with its credentials, the streams, the download link', async ({
        page,
        request,
      }) => {
        const facts = await factsOf(reference);
        await openPage(page, reference.route);

        await test.step(`a ${REFERENCE_LAYOUT.sidebarWidth} operation menu: one group per tag, every operation with its method badge`, async () => {
          const box = await page.locator('aside.theme-doc-sidebar-container').boundingBox();
          expect(`${Math.round(box!.width)}px`).toBe(REFERENCE_LAYOUT.sidebarWidth);
          const groups = menu(page).locator('.api-menu-tag > .menu__list-item-collapsible > .menu__link');
          await expect(groups).toHaveText(facts.tags.map((tag) => tag.label));
          for (const tag of facts.tags) {
            const group = menu(page)
              .locator('.api-menu-tag')
              .filter({has: page.getByText(tag.label, {exact: true})});
            const expected = facts.operations.filter(({operation}) => (operation.tags as string[])[0] === tag.name);
            const links = group.locator('.api-menu-operation > a');
            await expect(links).toHaveCount(expected.length);
            const seen = await links.evaluateAll((elements) =>
              elements.map((link) => ({
                href: link.getAttribute('href'),
                badge: getComputedStyle(link, '::before').content,
              })),
            );
            expect(seen).toEqual(
              expected.map((operation) => ({
                href: `#${idOf(operation)}`,
                badge: `"${operation.method.toUpperCase()}"`,
              })),
            );
          }
        });

        await test.step('each operation headed by its summary, method badge and path, then Try it and the credential it needs', async () => {
          const shown = await page.evaluate(
            (ids) =>
              ids.map((id) => {
                const heading = document.getElementById(id);
                const tryIt = heading?.nextElementSibling;
                return {
                  id,
                  level: heading?.tagName,
                  heading: heading?.innerText.replace(/\s+/g, ' '),
                  tryIt: tryIt?.querySelector('button')?.textContent,
                  credentials: tryIt?.nextElementSibling?.textContent,
                };
              }),
            facts.operations.map(idOf),
          );
          expect(shown).toEqual(
            facts.operations.map(({method, path: urlPath, operation}) => ({
              id: textOf(operation.operationId),
              level: 'H3',
              heading: expect.stringContaining(`${textOf(operation.summary)} ${method.toUpperCase()} ${urlPath}`),
              tryIt: 'Try it',
              credentials: expect.stringMatching(/^Credentials(No credential|Needs )/),
            })),
          );
        });

        await test.step('each stream says it streams NDJSON, and shows its example as lines of JSON', async () => {
          expect(facts.streams.length, 'the spec has streams').toBeGreaterThan(0);
          for (const operation of facts.streams) {
            const heading = page.locator(`[id="${idOf(operation)}"]`);
            await expect(heading).toContainText('NDJSON stream');
            const responses = operationBody(page, idOf(operation))
              .locator('section')
              .filter({hasText: /^Responses/});
            await expect(responses).toContainText('each line of the body is one JSON object');
            const lines = await exampleLines(responses);
            expect(lines.length, `${idOf(operation)} shows as many lines as its spec example`).toBe(
              exampleLinesOf(operation),
            );
            for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
          }
        });

        await test.step('the download link serves the whole OpenAPI document as YAML', async () => {
          const link = page.getByRole('link', {name: 'Download OpenAPI specification'});
          await expect(link).toHaveAttribute('href', reference.specDownloadPath);
          const response = await request.get(reference.specDownloadPath);
          expect(response.status()).toBe(200);
          expect(response.headers()['content-type']).toMatch(/yaml/);
          const served = parseYaml(await response.text()) as JsonObject;
          expect(served.openapi).toBe(facts.document.openapi);
          expect(Object.keys(served.paths as JsonObject)).toEqual(Object.keys(facts.document.paths as JsonObject));
        });
      });

      test(`a deep link to an operation or a tag puts its heading ${REFERENCE_LAYOUT.scrollYOffset} px down, below the navbar, as the page opens and once it has hydrated`, async ({
        page,
      }) => {
        const facts = await factsOf(reference);
        for (const anchor of [DEEP_LINKS[reference.id], `tag-${facts.tags.at(-1)!.name}`]) {
          const expectHeadingInPlace = async () => {
            const top = (await page.locator(`[id="${anchor}"]`).boundingBox())!.y;
            expect(
              Math.abs(top - REFERENCE_LAYOUT.scrollYOffset),
              `#${anchor} sits ${top} px from the top`,
            ).toBeLessThanOrEqual(ROUNDING_PX);
            const navbar = (await page.locator('nav.navbar').boundingBox())!;
            expect(top).toBeGreaterThanOrEqual(Math.max(0, navbar.y + navbar.height) - 1);
          };
          // The browser scrolls to the fragment once it has parsed the page, before the site's code has hydrated it.
          await page.goto(`${reference.route}#${anchor}`, {waitUntil: 'domcontentloaded'});
          await expectHeadingInPlace();
          await waitForHydration(page);
          await expectHeadingInPlace();
        }
      });

      test('the menu follows the reader and marks the operation being read', async ({page}) => {
        const facts = await factsOf(reference);
        const last = idOf(facts.operations.at(-1)!);
        await openPage(page, `${reference.route}#${last}`);
        const link = menu(page).locator(`a[href="#${last}"]`);
        await expect(link).toHaveAttribute('aria-current', 'location');
        await expect(link).toBeInViewport();
        await expect(menu(page).locator('[aria-current="location"]')).toHaveCount(1);
      });

      clipboardTest('the copy button of a curl sample copies the sample', async ({page}) => {
        const facts = await factsOf(reference);
        const operation = facts.operations.find(({operation: candidate}) => Array.isArray(candidate['x-codeSamples']))!;
        const sample = (operation.operation['x-codeSamples'] as JsonObject[]).find(
          (candidate) => candidate.label === 'curl',
        )!;
        await openPage(page, `${reference.route}#${idOf(operation)}`);
        const block = operationBody(page, idOf(operation))
          .locator('.theme-code-block')
          .filter({hasText: /^curl/})
          .first();
        await expect(block.locator('pre')).toHaveText(textOf(sample.source));
        await block.hover();
        await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(textOf(sample.source));
      });
    });

    newContextTest.describe('on a phone', () => {
      newContextTest.use(PHONE);

      newContextTest('the menu opens from the navbar and takes the reader to an operation', async ({page}) => {
        const facts = await factsOf(reference);
        const target = facts.operations.at(-1)!;
        await openPage(page, reference.route);
        await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
        const drawer = page.locator('.navbar-sidebar');
        await expect(drawer.getByText(facts.tags.at(-1)!.label, {exact: true})).toBeVisible();
        const link = drawer.locator(`a[href="#${idOf(target)}"]`);
        await link.scrollIntoViewIfNeeded();
        await link.tap();
        await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
        await expect(page).toHaveURL(new RegExp(`#${idOf(target)}$`));
        await expect(page.locator(`[id="${idOf(target)}"]`)).toBeInViewport();
      });
    });

    newContextTest.describe('without JavaScript', () => {
      newContextTest.use({javaScriptEnabled: false, viewport: desktop});

      newContextTest('shows the menu, every operation, and nested fields that open', async ({page}) => {
        const facts = await factsOf(reference);
        await page.goto(reference.route);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(reference.title);
        await expect(menu(page).locator('a.menu__link[href*="#"]')).not.toHaveCount(0);
        await expect(page.locator('article h3[id]')).toHaveCount(facts.operations.length);
        const nested = page.locator('article details').first();
        const inside = nested.locator('li').first();
        await expect(inside).toBeHidden();
        await nested.locator('summary').click();
        await expect(inside).toBeVisible();
      });
    });
  });
}

test.describe('the arkd reference', () => {
  test.use({viewport: desktop});

  test('opens nested schemas, streams the round events as lines of JSON, and marks the admin group operator-only', async ({
    page,
  }) => {
    await openPage(page, '/api/arkd');

    await test.step('a nested schema opens on click: the outpoint of each input of registerInputs', async () => {
      const body = operationBody(page, 'registerInputs')
        .locator('section')
        .filter({hasText: /^Request body/});
      const inputs = body.locator('details').first();
      // outpoint, and the two ways to give its scripts: descriptor (ignored by v0.6.3) and tapscripts.
      await expect(inputs.locator('> summary')).toHaveText('3 fields of each item');
      const txid = inputs.getByText('txid', {exact: true});
      await expect(txid).toBeHidden();
      await inputs.locator('> summary').click();
      const outpoint = inputs.locator('details').first();
      await expect(outpoint.locator('> summary')).toHaveText('2 fields of outpoint');
      await outpoint.locator('> summary').click();
      await expect(txid).toBeVisible();
    });

    await test.step('the round events stream shows several lines of JSON', async () => {
      const responses = operationBody(page, 'getEventStream')
        .locator('section')
        .filter({hasText: /^Responses/});
      const lines = await exampleLines(responses);
      expect(lines.length).toBeGreaterThan(1);
    });

    await test.step('the admin group is operator-only; its operations need the X-Macaroon header, but for the wallet calls arkd whitelists', async () => {
      await expect(page.locator('[id="tag-admin"] + div')).toContainText('Operator only');
      await expect(operationBody(page, 'createNote')).toContainText('Needs the X-Macaroon header');
      // The whitelisted wallet calls run before any macaroon exists.
      await expect(operationBody(page, 'restoreWallet')).toContainText('No credential');
      await expect(operationBody(page, 'getInfo')).toContainText('No credential');
    });
  });

  clipboardTest(
    'reached from another page without a reload, shows every operation in full, copy buttons included',
    async ({page}) => {
      await openPage(page, '/integrate/api');
      await markDocument(page);
      await page
        .getByRole('navigation', {name: 'Docs sidebar'})
        .getByRole('link', {name: 'arkd API reference'})
        .click();
      await expect(page).toHaveURL(/\/api\/arkd$/);
      await expectSameDocument(page);
      const info = operationBody(page, 'getInfo');
      await expect(info.getByText('vtxoTreeExpiry', {exact: true})).toBeVisible();
      const block = info.locator('.theme-code-block').filter({hasText: /^curl/}).first();
      await block.hover();
      await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^curl .*\/v1\/info/);
    },
  );
});

/**
 * A reference is a long page that the browser lays out in full as it arrives: its own scrolling, find-in-page and
 * accessibility tree serve the reader from the start, with no key handler of the site's. Each test holds back the
 * site's code while it acts, then lets it hydrate the page and checks that nothing moved.
 */
newContextTest.describe('before the site’s code has run, and after', () => {
  newContextTest.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

  for (const [device, settings] of [
    ['a desktop', {viewport: desktop}],
    ['a phone', PHONE],
  ] as const) {
    newContextTest.describe(`on ${device}`, () => {
      newContextTest.use(settings);

      for (const reference of API_REFERENCES) {
        newContextTest(`the End key takes the reader to the very bottom of ${reference.route}`, async ({page}) => {
          const hydrate = await openBeforeScripts(page, reference.route);
          await page.keyboard.press('End');
          const shortOfTheEnd = () =>
            page.evaluate(() => document.documentElement.scrollHeight - innerHeight - scrollY);
          await expect.poll(shortOfTheEnd).toBeLessThanOrEqual(1);
          await hydrate();
          expect(await shortOfTheEnd()).toBeLessThanOrEqual(1);
        });
      }
    });
  }

  newContextTest.describe('on a desktop', () => {
    newContextTest.use({viewport: desktop});

    newContextTest("Chromium's accessibility tree holds every operation of /api/arkd", async ({page}) => {
      const {operations} = await factsOf(apiReferenceById('arkd'));
      await openBeforeScripts(page, '/api/arkd');
      // Playwright's own role queries read the DOM; what a screen reader gets is Chromium's tree, read over CDP.
      const cdp = await page.context().newCDPSession(page);
      const {nodes} = await cdp.send('Accessibility.getFullAXTree');
      const headings = (name: string) =>
        nodes.filter((node) => node.role?.value === 'heading' && node.name?.value === name).length;
      // The last section of every operation's body.
      expect(headings('Responses')).toBe(operations.length);
    });

    newContextTest('find-in-page finds a word far down /api/arkd and keeps it in view', async ({page}) => {
      const hydrate = await openBeforeScripts(page, '/api/arkd');
      const matchTop = () =>
        page.evaluate(() => {
          const selection = getSelection();
          return selection?.rangeCount ? selection.getRangeAt(0).getBoundingClientRect().top : Number.NaN;
        });
      // Chromium's own find, left out of the DOM typings; the word is in an operation halfway down the page.
      const found = await page.evaluate(() =>
        (window as unknown as {find(text: string, caseSensitive: boolean): boolean}).find('ancestry', true),
      );
      expect(found, '"ancestry" on /api/arkd (pick another word far down the page if it is gone)').toBe(true);
      const windowHeight = page.viewportSize()!.height;
      const inView = async () => {
        const top = await matchTop();
        expect(top, 'the match, from the top of the window').toBeGreaterThan(0);
        expect(top, 'the match, from the top of the window').toBeLessThan(windowHeight);
      };
      await inView();
      expect(await page.evaluate(() => scrollY), 'the page scrolled to the match').toBeGreaterThan(windowHeight);
      await hydrate();
      await inView();
    });
  });
});
