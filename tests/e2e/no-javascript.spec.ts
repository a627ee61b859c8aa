import {DOC_ROUTES} from '../../src/constants';
import {expect, test} from './support/fixtures';
import {docFileForRoute, parseDoc} from '../support/docs';

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  for (const route of DOC_ROUTES) {
    test(`${route} shows its title and text`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const doc = parseDoc(docFileForRoute(route));
      const title = doc.headings.find((heading) => heading.level === 1)!.text;
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      // The first paragraph of the page's own prose is on screen.
      const firstSentence = doc.prose
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
      const words = firstSentence!.replace(/[*_`]/g, '').split(/\s+/).slice(0, 6).join(' ');
      await expect(page.locator('article')).toContainText(words.replace(/\[([^\]]*)\]/g, '$1'));
    });
  }
});
