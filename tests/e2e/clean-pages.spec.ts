import {ALL_ROUTES} from '../../src/constants';
import {expect, openPage, test, thirdPartyRequests, waitForRequestsToSettle} from './support/fixtures';

test.describe('every page loads cleanly', () => {
  for (const route of ALL_ROUTES) {
    test(`${route}: no console error, no failed request, nothing from another origin but the analytics script`, async ({
      page,
      activity,
      baseURL,
    }) => {
      await openPage(page, route);
      await waitForRequestsToSettle(activity);
      expect(activity.failedRequests, 'failed requests').toEqual([]);
      expect(thirdPartyRequests(activity, new URL(baseURL!).origin), 'third-party requests').toEqual([]);
      expect(
        activity.requests.filter((url) => /\.(woff2?|ttf|otf)(\?|$)/.test(url)),
        'web fonts',
      ).toEqual([]);
      // Console errors fail every test through the shared fixture.
    });
  }
});
