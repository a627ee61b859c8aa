import {createMatcher} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {SITEMAP_IGNORE_PATTERNS} from '../../src/constants';

// The same matcher @docusaurus/plugin-sitemap applies to `ignorePatterns`.
const isIgnored = createMatcher([...SITEMAP_IGNORE_PATTERNS]);

describe('the sitemap leaves out drafts', () => {
  it.each([
    '/drafts/intro',
    '/ark/drafts/new-page',
    '/ark/draft',
    '/integrate/sdk-draft',
    '/ark/draft-notes/page',
    '/ark/deep-dive/drafted',
  ])('ignores %s', (path) => expect(isIgnored(path)).toBe(true));

  it.each(['/ark', '/ark/FAQ', '/ark/deep-dive/vtxos', '/integrate/dev-env', '/products/fulmine/api', '/api/arkd'])(
    'keeps %s',
    (path) => expect(isIgnored(path)).toBe(false),
  );
});
