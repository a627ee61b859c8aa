import {expect, openPage, test} from './support/fixtures';

test.describe('the docs sidebar', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test('links its section index first', async ({page}) => {
    for (const [route, indexHref] of [
      ['/ark/terminology', '/ark'],
      ['/integrate/sdk', '/integrate'],
      ['/products/fulmine/api', '/products/fulmine'],
    ] as const) {
      await openPage(page, route);
      const firstLink = page.locator('nav[aria-label="Docs sidebar"] a.menu__link').first();
      await expect(firstLink).toHaveAttribute('href', indexHref);
    }
  });

  test('collapses and expands a category', async ({page}) => {
    await openPage(page, '/ark');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const toggler = sidebar.locator('.menu__link--sublist', {hasText: 'Deep dive'});
    const items = toggler.locator('xpath=ancestor::li[1]/ul');
    const itemsHeight = async () => (await items.boundingBox())?.height ?? 0;

    await expect(toggler).toHaveAttribute('aria-expanded', 'true');
    expect(await itemsHeight()).toBeGreaterThan(100);

    await toggler.click();
    await expect(toggler).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(itemsHeight).toBe(0);

    await toggler.click();
    await expect(toggler).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(itemsHeight).toBeGreaterThan(100);
    await expect(sidebar.getByRole('link', {name: 'Virtual outputs (VTXOs)'})).toBeVisible();
  });

  test('keeps other categories open when one is opened', async ({page}) => {
    await openPage(page, '/integrate');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const togglers = sidebar.locator('.menu__link--sublist');
    expect(await togglers.count()).toBeGreaterThanOrEqual(2);
    const [first, second] = [togglers.nth(0), togglers.nth(1)];

    // Close both, then open them one after the other.
    for (const toggler of [first, second]) {
      if ((await toggler.getAttribute('aria-expanded')) === 'true') await toggler.click();
      await expect(toggler).toHaveAttribute('aria-expanded', 'false');
    }
    await first.click();
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  test('cannot be hidden, and pages show no breadcrumbs', async ({page}) => {
    await openPage(page, '/ark/deep-dive/ramps');
    await expect(page.getByRole('button', {name: 'Collapse sidebar'})).toHaveCount(0);
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toHaveCount(0);
    await expect(page.locator('.theme-last-updated')).toHaveCount(0);
  });
});
