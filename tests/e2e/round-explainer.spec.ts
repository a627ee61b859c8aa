/**
 * The round explainer on /ark/deep-dive/commitment-txs and its exit variant on /ark/deep-dive/vtxos, as a reader
 * uses them: the step labels, the stage and the API names of each step, the transactions the diagram highlights
 * (their visible labels, and the order badges of an exit), for two participant counts, with and without JavaScript.
 * The expected shapes are arkd v0.6.3's (tests/unit/round-tree-shapes.test.ts works them out from its builder).
 *
 * The explainer is an island (src/features/staticHtml): its code loads when the reader reaches for it, and the tests
 * at the end check that reading the page does not load it, and that reaching for it does, whichever way.
 */
import type {Locator, Page} from '@playwright/test';
import {blockingViolations} from './support/axe';
import {
  expect,
  expectSameDocument,
  markDocument,
  newContextTest,
  openPage,
  recordScripts,
  test,
  waitForRequestsToSettle,
} from './support/fixtures';
import {PHONE} from './support/settings';

const ROUND_PAGE = '/ark/deep-dive/commitment-txs';
const EXIT_PAGE = '/ark/deep-dive/vtxos';

function roundExplainer(page: Page): Locator {
  return page.getByRole('region', {name: 'Round explainer'});
}

/** The island around an explainer, whose `data-state` says whether its code is there. */
function islandOf(page: Page, explainer: Locator): Locator {
  return page.locator('[data-static-html][data-state]', {has: explainer});
}

/**
 * Opens a page and reaches for its explainer from the keyboard, as a reader tabbing to it would (focus on its
 * diagram), then waits until its code has hydrated it.
 */
async function openExplainer(page: Page, path: string, name = 'Round explainer'): Promise<Locator> {
  await openPage(page, path);
  const explainer = page.getByRole('region', {name});
  await explainer.getByRole('region', {name: /^Diagram of the round/}).focus();
  await expect(islandOf(page, explainer)).toHaveAttribute('data-state', 'interactive');
  return explainer;
}

/**
 * The visible labels of the highlighted shapes of one part of the diagram: "commitment" (the transaction and its
 * inputs and outputs), "vtxo-tree", "vtxo", "connector-tree", "forfeit", "old-vtxo".
 */
async function highlightedLabels(explainer: Locator, part: string): Promise<string[]> {
  return explainer
    .locator(`svg g[data-state="active"]:is([data-element="${part}"], [data-element^="${part}/"]) > text`)
    .evaluateAll((texts) => texts.map((text) => text.textContent ?? ''));
}

/** "1 0.0": each order badge of an exit with the label of the transaction it marks, in the order of broadcast. */
async function broadcastOrder(explainer: Locator): Promise<string[]> {
  const badges = await explainer.locator('svg [data-order]').evaluateAll((nodes) =>
    nodes.map((node) => ({
      order: Number(node.getAttribute('data-order')),
      label: node.parentElement?.querySelector(':scope > text')?.textContent ?? '',
    })),
  );
  return badges.sort((a, b) => a.order - b.order).map(({order, label}) => `${order} ${label}`);
}

async function expectStep(
  explainer: Locator,
  title: string,
  stage: string,
  apiLinks: Record<string, string>,
): Promise<void> {
  await expect(explainer.getByText(title, {exact: true})).toBeVisible();
  await expect(explainer.locator('p', {hasText: title}).getByText(stage)).toBeVisible();
  expect(Object.keys(apiLinks).length, 'a step names at least one call or event').toBeGreaterThan(0);
  for (const [name, href] of Object.entries(apiLinks)) {
    await expect(explainer.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
  }
}

async function setParticipants(explainer: Locator, from: number, to: number): Promise<void> {
  const slider = explainer.getByRole('slider', {name: /Participants who get a VTXO/});
  await slider.focus();
  for (let count = from; count !== to; count += Math.sign(to - from))
    await slider.press(to > from ? 'ArrowRight' : 'ArrowLeft');
  await expect(slider).toHaveValue(String(to));
}

const range = (level: number, count: number) => Array.from({length: count}, (_, index) => `${level}.${index}`);

test.describe('the round explainer', () => {
  test('steps through a round of four: what each step creates or signs, its stage and its API', async ({page}) => {
    const explainer = await openExplainer(page, ROUND_PAGE);

    await expectStep(explainer, 'Step 1 of 5: Registration', 'ROUND_STAGE_REGISTRATION', {
      registerIntent: '/api/arkd#registerIntent',
      registerInputs: '/api/arkd#registerInputs',
      registerOutputs: '/api/arkd#registerOutputs',
      ping: '/api/arkd#ping',
    });
    await expect(explainer.getByText('Highlighted: 4 old VTXOs.')).toBeVisible();
    expect(await highlightedLabels(explainer, 'old-vtxo')).toEqual([
      '+ old VTXO',
      '+ old VTXO',
      '+ old VTXO',
      '+ old VTXO',
    ]);
    expect(await highlightedLabels(explainer, 'vtxo-tree')).toEqual([]);

    await explainer.getByRole('button', {name: 'Next step'}).click();
    await expectStep(explainer, 'Step 2 of 5: Tree signing: nonces', 'ROUND_STAGE_REGISTRATION', {
      roundSigning: '/api/arkd#getEventStream',
      submitTreeNonces: '/api/arkd#submitTreeNonces',
    });
    expect(await highlightedLabels(explainer, 'vtxo-tree')).toEqual(['0.0', ...range(1, 2), ...range(2, 4)]);
    expect(await highlightedLabels(explainer, 'vtxo')).toEqual([
      'Alice · 50,000',
      'Bob · 120,000',
      'Carol · 8,000',
      'Dave · 300,000',
    ]);

    await explainer.getByRole('button', {name: 'Next step'}).click();
    await expectStep(explainer, 'Step 3 of 5: Tree signing: signatures', 'ROUND_STAGE_REGISTRATION', {
      roundSigningNoncesGenerated: '/api/arkd#getEventStream',
      submitTreeSignatures: '/api/arkd#submitTreeSignatures',
    });
    await expect(explainer.getByText('Highlighted: 7 VTXO tree transactions.')).toBeVisible();

    await explainer.getByRole('button', {name: 'Next step'}).click();
    await expectStep(explainer, 'Step 4 of 5: Finalization: forfeits', 'ROUND_STAGE_FINALIZATION', {
      roundFinalization: '/api/arkd#getEventStream',
      submitForfeitTxs: '/api/arkd#submitForfeitTxs',
    });
    expect(await highlightedLabels(explainer, 'connector-tree')).toEqual(['0.0', ...range(1, 4)]);
    expect((await highlightedLabels(explainer, 'forfeit')).sort()).toEqual([
      "Alice's forfeit",
      "Bob's forfeit",
      "Carol's forfeit",
      "Dave's forfeit",
    ]);

    await explainer.getByRole('button', {name: 'Next step'}).click();
    await expectStep(explainer, 'Step 5 of 5: Broadcast', 'ROUND_STAGE_FINALIZED', {
      roundFinalized: '/api/arkd#getEventStream',
    });
    expect(await highlightedLabels(explainer, 'commitment')).toContain('Round transaction');
    expect(await highlightedLabels(explainer, 'vtxo-tree')).toEqual([]);
    await expect(explainer.getByRole('button', {name: 'Next step'})).toBeDisabled();
  });

  test('draws nine participants as arkd does, with a boarder who forfeits nothing and a leaver who does', async ({
    page,
  }) => {
    const explainer = await openExplainer(page, ROUND_PAGE);
    await setParticipants(explainer, 4, 9);
    await explainer.getByRole('checkbox', {name: /Ivan boards/}).check();
    await explainer.getByRole('checkbox', {name: /Zoe leaves/}).check();

    // Nine receivers: 17 tree transactions in 5 levels, Ivan's leaf carried up to level 1 (common/tree/builder.go).
    await expect(explainer.locator('svg').getByText('17 transactions in 5 levels')).toBeVisible();
    await expect(explainer.locator('svg').getByText('out 2 Zoe')).toBeVisible();
    await expect(explainer.locator('svg').getByText("in Ivan's boarding UTXO")).toBeVisible();

    await explainer.getByRole('button', {name: 'Tree signatures'}).click();
    expect(await highlightedLabels(explainer, 'vtxo-tree')).toEqual([
      '0.0',
      ...range(1, 2),
      ...range(2, 2),
      ...range(3, 4),
      ...range(4, 8),
    ]);

    // Nine VTXOs given up (Alice to Heidi, and Zoe): 9 connectors under a root with three outputs, 12 connector
    // transactions; Ivan gives up none and signs his boarding input instead.
    await explainer.getByRole('button', {name: 'Forfeits'}).click();
    await expect(explainer.locator('svg').getByText('12 transactions in 3 levels, 9 forfeits')).toBeVisible();
    expect(await highlightedLabels(explainer, 'forfeit')).toHaveLength(9);
    expect(await highlightedLabels(explainer, 'forfeit')).not.toContain("Ivan's forfeit");
    expect(await highlightedLabels(explainer, 'commitment')).toEqual(["in Ivan's boarding UTXO"]);

    await explainer.getByRole('radio', {name: 'An exit'}).check();
    await explainer.getByRole('radio', {name: 'Ivan', exact: true}).check();
    await expect(explainer.getByText("Exit of Ivan's VTXO")).toBeVisible();
    expect(await broadcastOrder(explainer)).toEqual(['1 0.0', '2 1.1']);
    await expect(explainer.getByText(/broadcast in this order \(3 transactions in all\)/)).toBeVisible();
  });

  test('draws no connector tree for a round where nobody gives up a VTXO', async ({page}) => {
    const explainer = await openExplainer(page, ROUND_PAGE);
    await setParticipants(explainer, 4, 1);
    await explainer.getByRole('checkbox', {name: /Alice boards/}).check();
    await explainer.getByRole('button', {name: 'Forfeits'}).click();
    await expect(explainer.getByText(/with no VTXO given up, there is no connector tree/)).toBeVisible();
    await expect(explainer.getByText(/0 transactions/)).toHaveCount(0);
    expect(await highlightedLabels(explainer, 'forfeit')).toEqual([]);
  });

  test('exits one VTXO of four: the branch in order, and nothing to broadcast once arkd is gone', async ({page}) => {
    const explainer = await openExplainer(page, ROUND_PAGE);
    await explainer.getByRole('radio', {name: 'An exit'}).check();
    await explainer.getByRole('radio', {name: 'Carol', exact: true}).check();

    expect(await broadcastOrder(explainer)).toEqual(['1 0.0', '2 1.1', '3 2.2']);
    expect(await highlightedLabels(explainer, 'vtxo')).toEqual(['Carol · 8,000']);
    await expect(explainer.getByRole('list', {name: 'Broadcast order'}).getByRole('listitem')).toHaveText([
      /^VTXO tree transaction 0\.0 \(root\): spends output 0 of the round transaction/,
      /^VTXO tree transaction 1\.1 \(branch\): spends output 1 of 0\.0/,
      /^VTXO tree transaction 2\.2 \(leaf\): spends output 0 of 1\.1, and pays Carol's VTXO/,
      /\(86016 s, arkd's default 86400 s rounded down to a multiple of 512 s\) after the leaf confirmed/,
    ]);
    await expect(explainer.getByText(/day 7\.0 · the tree expires/)).toBeVisible();

    // Starting on day 7 is late: the sweep leaf opens at 604672 s, before the root can confirm, and the two race.
    // In a round of four, arkd v0.6.3's signing defect leaves only the root of Carol's branch mineable.
    const start = explainer.getByRole('slider', {name: /Start the exit on day/});
    await start.focus();
    for (let press = 0; press < 12; press += 1) await start.press('ArrowRight');
    await expect(start).toHaveValue('7');
    await expect(
      explainer.getByText(
        /before the root has confirmed\. A running arkd broadcasts its sweep as soon as the leaf opens/,
      ),
    ).toBeVisible();
    await expect(explainer.getByText(/in arkd v0\.6\.3 only the root is accepted/)).toBeVisible();

    await explainer.getByRole('radio', {name: 'The operator disappears'}).check();
    await expect(
      explainer.getByText(/has no copy of the 3 signed transactions of its branch .* it cannot exit/),
    ).toBeVisible();
    await expect(explainer.locator('svg g[data-state="unavailable"][data-element^="vtxo-tree/"]')).toHaveCount(7);

    await explainer.getByRole('checkbox', {name: /saved its signed branch/}).check();
    expect(await broadcastOrder(explainer)).toEqual(['1 0.0', '2 1.1', '3 2.2']);

    await explainer.getByRole('radio', {name: 'Someone tries to double-spend'}).check();
    expect(await highlightedLabels(explainer, 'forfeit')).toEqual(["Carol's forfeit"]);
    await expect(explainer.getByText(/also spends connector 1\.\d, an output of this round/)).toBeVisible();
  });

  // pages.spec.ts checks the page as it loads; these are the states a reader reaches by playing with it.
  test('stays free of serious accessibility violations in the views a reader reaches', async ({page}) => {
    const explainer = await openExplainer(page, ROUND_PAGE);
    const scope = 'section[aria-label="Round explainer"]';
    const views: [string, () => Promise<void>][] = [
      [
        'step 4 with a boarder and a leaver',
        async () => {
          await explainer.getByRole('checkbox', {name: /Dave boards/}).check();
          await explainer.getByRole('checkbox', {name: /Zoe leaves/}).check();
          await explainer.getByRole('button', {name: 'Forfeits'}).click();
        },
      ],
      [
        'a mistyped amount',
        async () => {
          await explainer.getByText('Amounts (sats)').click();
          await explainer.getByRole('spinbutton', {name: "Bob's amount in sats"}).fill('12');
          await expect(explainer.getByText('Enter between 1,000 and 100,000,000 sats.')).toBeVisible();
        },
      ],
      [
        'an exit once the operator is gone',
        async () => {
          await explainer.getByRole('radio', {name: 'An exit'}).check();
          await explainer.getByRole('radio', {name: 'The operator disappears'}).check();
          await expect(explainer.getByText(/it cannot exit/)).toBeVisible();
        },
      ],
      [
        'a double-spend',
        async () => {
          await explainer.getByRole('radio', {name: 'Someone tries to double-spend'}).check();
          await expect(explainer.getByText(/No confirmed round, no valid forfeit/)).toBeVisible();
        },
      ],
    ];
    for (const [view, reach] of views) {
      await reach();
      const blocking = await blockingViolations(page, scope);
      expect(blocking, `${view}:\n${blocking.join('\n')}`).toEqual([]);
    }
  });

  test('is operated from the keyboard, the first key included', async ({page}) => {
    // No waiting for the code: focus reaches for the explainer, and the Enter pressed before the code is there counts.
    await openPage(page, ROUND_PAGE);
    const explainer = roundExplainer(page);
    await explainer.getByRole('button', {name: 'Registration'}).focus();
    await page.keyboard.press('Tab');
    await expect(explainer.getByRole('button', {name: 'Tree nonces'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(explainer.getByRole('button', {name: 'Tree nonces'})).toHaveAttribute('aria-current', 'step');
    await expect(explainer.getByText('Step 2 of 5: Tree signing: nonces', {exact: true})).toBeVisible();
    await expect(explainer.getByRole('button', {name: 'Tree nonces'})).toBeFocused();
  });
});

test.describe('the exit explainer on the VTXO page', () => {
  test('shows the branch of a VTXO without the round machinery, for two participant counts', async ({page}) => {
    const explainer = await openExplainer(page, EXIT_PAGE, 'Exit explainer');
    await expect(explainer.getByText("Exit of Alice's VTXO")).toBeVisible();
    await expect(explainer.getByRole('button', {name: 'Next step'})).toHaveCount(0);
    await expect(explainer.getByText(/Connector tree/)).toHaveCount(0);
    expect(await broadcastOrder(explainer)).toEqual(['1 0.0', '2 1.0', '3 2.0']);

    await setParticipants(explainer, 4, 5);
    await explainer.getByRole('radio', {name: 'Erin'}).check();
    expect(await broadcastOrder(explainer)).toEqual(['1 0.0', '2 1.1']);

    await explainer.locator('svg g[data-element="vtxo/Bob"]').click();
    await expect(explainer.getByRole('radio', {name: 'Bob'})).toBeChecked();
    expect(await broadcastOrder(explainer)).toEqual(['1 0.0', '2 1.0', '3 2.0', '4 3.1']);
  });
});

/** A string of the explainer's code (its steps' navigation label) that no page's own script holds. */
const EXPLAINER_CODE_SIGNATURE = 'Steps of the round';

/** The text of every script the page loads from its own origin, from now on. */
function recordOwnScripts(page: Page): () => Promise<string[]> {
  return recordScripts(
    page,
    (response) =>
      response.request().resourceType() === 'script' && response.url().startsWith(new URL(page.url()).origin),
  );
}

/**
 * Scrolls to the end of the page with the mouse wheel, the pointer resting on the text column as the page passes under
 * it. Where the pointer is over a box that scrolls (a diagram), the wheel scrolls the box first, and the page once the
 * box is at its end, as for a reader: the wheel turns until the page moves.
 */
async function readToTheEnd(page: Page): Promise<void> {
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  const scrollY = () => page.evaluate(() => window.scrollY);
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let before = await scrollY(); before < bottom; before = await scrollY()) {
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, viewport.height / 2);
        return scrollY();
      })
      .toBeGreaterThan(before);
  }
}

newContextTest.describe("the explainer's code", () => {
  newContextTest(
    'is not loaded by reading the page to the end, pointer over it; a click loads it and is not lost',
    async ({page, activity}) => {
      const scripts = recordOwnScripts(page);
      await openPage(page, ROUND_PAGE);
      const explainer = roundExplainer(page);
      await readToTheEnd(page);
      await explainer.getByRole('button', {name: 'Next step'}).hover();
      await waitForRequestsToSettle(activity);
      await expect(islandOf(page, explainer)).toHaveAttribute('data-state', 'static');
      const read = await scripts();
      expect(read.length, 'scripts the page loaded').toBeGreaterThan(0);
      expect(read.filter((script) => script.includes(EXPLAINER_CODE_SIGNATURE))).toEqual([]);

      await explainer.getByRole('button', {name: 'Next step'}).click();
      await expect(explainer.getByText('Step 2 of 5: Tree signing: nonces', {exact: true})).toBeVisible();
      await expect(islandOf(page, explainer)).toHaveAttribute('data-state', 'interactive');
      expect((await scripts()).filter((script) => script.includes(EXPLAINER_CODE_SIGNATURE))).toHaveLength(1);
    },
  );

  newContextTest('keeps a slider moved before it arrived', async ({page}) => {
    await openPage(page, ROUND_PAGE);
    const explainer = roundExplainer(page);
    const island = islandOf(page, explainer);
    // Held back until the first move is made, so that the move certainly comes before the code.
    await page.route('**/assets/js/*.js', async (route) => {
      await expect(explainer.getByRole('slider', {name: /Participants who get a VTXO/})).toHaveValue('5');
      await route.continue();
    });
    await setParticipants(explainer, 4, 5);
    await expect(island).toHaveAttribute('data-state', 'interactive');
    await expect(explainer.locator('svg').getByText('Erin · 21,000')).toBeVisible();
    await expect(explainer.getByRole('slider', {name: /Participants who get a VTXO/})).toHaveValue('5');
  });

  newContextTest(
    'renders at once after a client-side navigation, and the link lands on its heading',
    async ({page}) => {
      await openPage(page, '/ark/deep-dive/batch-swaps');
      await page.locator('a[href$="/ark/deep-dive/commitment-txs#failure-and-retry"]').first().click();
      await expect(page).toHaveURL(/\/ark\/deep-dive\/commitment-txs#failure-and-retry$/);
      const explainer = roundExplainer(page);
      await expect(islandOf(page, explainer)).toHaveAttribute('data-state', 'interactive');
      // The explainer, above the heading, appeared after the page had scrolled to it: the heading is still in place.
      const heading = page.getByRole('heading', {name: 'Failure and retry'});
      await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(200);
      await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(0);

      await explainer.getByRole('button', {name: 'Next step'}).click();
      await expect(explainer.getByText('Step 2 of 5: Tree signing: nonces', {exact: true})).toBeVisible();
    },
  );

  newContextTest(
    'each page shows its own explainer when the reader moves between the two without a reload',
    async ({page}) => {
      await openPage(page, EXIT_PAGE);
      await markDocument(page);
      await page.getByRole('link', {name: 'a round you can step through'}).click();
      await expect(page).toHaveURL(/\/ark\/deep-dive\/commitment-txs#step-through-a-round$/);
      const explainer = roundExplainer(page);
      await expect(explainer.getByText('Step 1 of 5: Registration', {exact: true})).toBeVisible();
      await explainer.getByRole('button', {name: 'Next step'}).click();
      await expect(explainer.getByText('Step 2 of 5: Tree signing: nonces', {exact: true})).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${EXIT_PAGE}$`));
      const exitExplainer = page.getByRole('region', {name: 'Exit explainer'});
      await exitExplainer.getByRole('radio', {name: 'The operator disappears'}).check();
      await expect(exitExplainer.getByText(/it cannot exit/)).toBeVisible();
      await expectSameDocument(page);
    },
  );

  newContextTest.describe('when it cannot be loaded', () => {
    // The browser reports each request it could not make as a console error: those, and only those, are expected.
    newContextTest.use({allowConsoleErrors: true});

    newContextTest(
      'the explainer stays as it is, a note says so, and the next click loads it',
      async ({page, activity}) => {
        await openPage(page, ROUND_PAGE);
        const explainer = roundExplainer(page);
        await page.route('**/assets/js/*.js', (route) => route.abort('internetdisconnected'));
        await explainer.getByRole('button', {name: 'Next step'}).click();
        await expect(page.getByRole('alert')).toHaveText(/The interactive explainer could not be loaded/);
        await expect(explainer.getByText('Step 1 of 5: Registration', {exact: true})).toBeVisible();

        await page.unroute('**/assets/js/*.js');
        await explainer.getByRole('button', {name: 'Next step'}).click();
        await expect(explainer.getByText('Step 2 of 5: Tree signing: nonces', {exact: true})).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
        expect(activity.consoleErrors.length, 'the failed request is reported').toBeGreaterThan(0);
        expect(activity.consoleErrors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
      },
    );
  });

  newContextTest.describe('on a phone', () => {
    newContextTest.use(PHONE);

    newContextTest('a tap loads it and counts', async ({page}) => {
      await openPage(page, EXIT_PAGE);
      const explainer = page.getByRole('region', {name: 'Exit explainer'});
      await explainer.getByRole('radio', {name: 'The operator disappears'}).tap();
      await expect(islandOf(page, explainer)).toHaveAttribute('data-state', 'interactive');
      await expect(explainer.getByRole('radio', {name: 'The operator disappears'})).toBeChecked();
      await expect(explainer.getByText(/it cannot exit/)).toBeVisible();
    });

    newContextTest('says to scroll the diagram sideways only while it does not fit', async ({page}) => {
      const explainer = await openExplainer(page, ROUND_PAGE);
      const hint = explainer.getByText('scroll the diagram sideways', {exact: false});
      const scroller = explainer.getByRole('region', {name: /^Diagram of the round/});
      const overflows = () => scroller.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(await overflows(), 'four participants fit a phone').toBe(false);
      await expect(hint).toBeHidden();
      await setParticipants(explainer, 4, 9);
      await expect.poll(overflows, {message: 'nine participants do not fit a phone'}).toBe(true);
      await expect(hint).toBeVisible();
    });
  });
});

newContextTest.describe('without JavaScript', () => {
  newContextTest.use({javaScriptEnabled: false});

  newContextTest(
    'the round explainer shows four participants at the first step, with the tree described in words',
    async ({page}) => {
      await page.goto(ROUND_PAGE);
      const explainer = roundExplainer(page);
      await expect(explainer.getByText('Step 1 of 5: Registration', {exact: true})).toBeVisible();
      await expect(explainer.locator('svg').getByText('7 transactions in 3 levels')).toBeVisible();
      await expect(explainer.locator('svg').getByText('Dave · 300,000')).toBeVisible();
      await expect(explainer).toContainText('The VTXO tree, radix 2: 7 transactions in 3 levels.');
      await expect(explainer).toContainText(
        "VTXO tree transaction 2.3 (leaf) (not built yet), paying Dave's new VTXO of 300,000 sats",
      );
    },
  );

  newContextTest("the exit explainer shows Alice's branch in order", async ({page}) => {
    await page.goto(EXIT_PAGE);
    const explainer = page.getByRole('region', {name: 'Exit explainer'});
    await expect(explainer.getByText("Exit of Alice's VTXO")).toBeVisible();
    expect(await broadcastOrder(explainer)).toEqual(['1 0.0', '2 1.0', '3 2.0']);
    await expect(explainer).toContainText('VTXO tree transaction 0.0 (root) (highlighted, broadcast 1st)');
  });
});
