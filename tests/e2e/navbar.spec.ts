import type {Page} from '@playwright/test';
import {NAVBAR_ITEMS} from '../../src/constants';
import {expect, openPage, test} from './support/fixtures';
import {DESKTOP_VIEWPORT as desktop, NARROW_VIEWPORT as mobile} from './support/settings';

test.describe('the navbar on desktop', () => {
  test.use({viewport: desktop});

  test('shows Learn, Integrate and fulmine on the left, each leading to its section', async ({page}) => {
    await openPage(page, '/ark/FAQ');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    for (const item of NAVBAR_ITEMS) {
      const link = navbar.getByRole('link', {name: item.label, exact: true});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', item.to);
    }
    const leftItems = await navbar
      .locator('.navbar__items:not(.navbar__items--right) > a.navbar__item')
      .allInnerTexts();
    expect(leftItems.map((text) => text.trim())).toEqual(NAVBAR_ITEMS.map((item) => item.label));

    for (const item of NAVBAR_ITEMS) {
      await navbar.getByRole('link', {name: item.label, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${item.to.replace(/\/$/, '')}/?$`));
      await expect(page.locator('article h1')).toBeVisible();
    }
  });

  test('marks the section of the current page as active', async ({page}) => {
    await openPage(page, '/products/fulmine/installation');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'fulmine', exact: true})).toHaveClass(/navbar__link--active/);
    await expect(navbar.getByRole('link', {name: 'Learn', exact: true})).not.toHaveClass(/navbar__link--active/);
  });

  test('hides while scrolling down and comes back when scrolling up', async ({page}) => {
    await openPage(page, '/ark/terminology');
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toBeInViewport();

    // The navbar hides on a scroll event that moves further down than the previous one, so keep scrolling down
    // until it has gone: how many wheel turns that takes depends on how the browser batches scroll events.
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(navbar).not.toBeInViewport({timeout: 1_000});
    }).toPass();

    await page.mouse.wheel(0, -300);
    await expect(navbar).toBeInViewport();
  });
});

test.describe('the navbar on mobile', () => {
  test.use({viewport: mobile});

  const menuToggle = (page: Page) => page.getByRole('button', {name: 'Toggle navigation bar'});
  const mobileMenu = (page: Page) => page.locator('.navbar-sidebar');
  const mainMenuLink = (page: Page, label: string) => mobileMenu(page).getByRole('link', {name: label, exact: true});
  /**
   * On a docs page (every page these tests open) the menu opens on the docs sidebar, and the site's links are
   * one step back. Each step waits for what the reader sees: the drawer open on the sidebar, then the main menu
   * slid into view. Checking for the back button without waiting raced the drawer's opening on a busy machine.
   */
  async function openMainMenu(page: Page): Promise<void> {
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    const backToMainMenu = mobileMenu(page).getByRole('button', {name: /Back to main menu/});
    await expect(backToMainMenu).toBeInViewport();
    await backToMainMenu.click();
    for (const item of NAVBAR_ITEMS) {
      await expect(mainMenuLink(page, item.label)).toBeInViewport();
    }
  }

  test('collapses into a menu button below the desktop breakpoint', async ({page}) => {
    await openPage(page, '/ark');
    await expect(menuToggle(page)).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Learn'})).toBeHidden();

    await openMainMenu(page);
    for (const item of NAVBAR_ITEMS) {
      await expect(mainMenuLink(page, item.label)).toHaveAttribute('href', item.to);
    }
  });

  test('closes after following one of its links, and on back without leaving the page', async ({page}) => {
    await openPage(page, '/ark');
    await openMainMenu(page);
    await mainMenuLink(page, 'Integrate').click();
    await expect(page).toHaveURL(/\/integrate$/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);

    await openMainMenu(page);
    await expect(mainMenuLink(page, 'Learn')).toBeInViewport();
    // Back closes the open menu and stays on the page, as a native app's drawer does…
    await page.goBack();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(mainMenuLink(page, 'Learn')).not.toBeInViewport();
    await expect(page).toHaveURL(/\/integrate$/);
    // …and with the menu closed, back goes back.
    await page.goBack();
    await expect(page).toHaveURL(/\/ark$/);
  });

  test('closes when the window grows into the desktop layout', async ({page}) => {
    await openPage(page, '/ark');
    await openMainMenu(page);
    await expect(mainMenuLink(page, 'Integrate')).toBeInViewport();

    await page.setViewportSize(desktop);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(menuToggle(page)).toBeHidden();
  });
});
