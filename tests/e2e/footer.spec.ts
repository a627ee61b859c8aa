import {FOOTER_LINKS} from '../../src/constants';
import {expect, openPage, test} from './support/fixtures';

test('the footer links to the blog, the chat community and the source code, with a logo and a copyright', async ({
  page,
}) => {
  await openPage(page, '/integrate');
  const footer = page.getByRole('contentinfo');
  for (const {label, href} of FOOTER_LINKS) {
    const link = footer.getByRole('link', {name: label});
    await expect(link).toHaveAttribute('href', href);
    // External links open in a new tab without handing over window.opener.
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(footer.getByRole('img', {name: 'Ark logo'})).toBeVisible();
  await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()}`);
});
