import {ANNOUNCEMENT_BAR} from '../../src/constants';
import {expect, openPage, test} from './support/fixtures';

// Docusaurus' own storage keys for the bar (theme-common, AnnouncementBarProvider).
const DISMISSED_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';

test('the announcement bar stays dismissed across reloads until its id changes', async ({page}) => {
  await openPage(page, '/ark');
  const bar = page.getByRole('banner').filter({hasText: 'These docs describe'});
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('arkd');

  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
  await expect(bar).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), ID_KEY)).toBe(ANNOUNCEMENT_BAR.id);

  // A reader who dismissed an older announcement sees the new one.
  await page.evaluate((key) => localStorage.setItem(key, 'an-older-announcement'), ID_KEY);
  await page.reload();
  await expect(bar).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY)).toBe('false');
});
