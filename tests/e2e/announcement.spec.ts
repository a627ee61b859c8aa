import {ANNOUNCEMENT_BAR} from '../../src/constants';
import {expect, openPage, test} from './support/fixtures';

// Docusaurus' storage key for a dismissed bar (theme-common, AnnouncementBarProvider), namespaced by the config's
// `future.experimental_storage.namespace`, which is the announcement's id.
const dismissedKey = (announcementId: string) => `docusaurus.announcement.dismiss-${announcementId}`;

test('the announcement bar stays dismissed across reloads until its id changes', async ({page}) => {
  await openPage(page, '/ark');
  const bar = page.getByRole('banner').filter({hasText: 'These docs describe'});
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('arkd');

  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), dismissedKey(ANNOUNCEMENT_BAR.id))).toBe('true');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
  await expect(bar).toBeHidden();

  // A reader who dismissed an older announcement sees the new one on their first visit, before any reload.
  await page.evaluate(
    ({current, older}) => {
      localStorage.clear();
      localStorage.setItem(older, 'true');
      localStorage.setItem(current.replace(/dismiss/, 'id'), 'an-older-announcement');
    },
    {current: dismissedKey(ANNOUNCEMENT_BAR.id), older: dismissedKey('an-older-announcement')},
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'false');
  await expect(bar).toBeVisible();
});
