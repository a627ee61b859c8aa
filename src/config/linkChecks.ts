/**
 * What the build does with broken links, broken markdown links, broken anchors and duplicate routes.
 *
 * The product specification keeps them as build warnings (§8), so that is the default. The checked build
 * (`npm run build:checked`, part of `npm test`) sets CHECKED_BUILD_ENV, and then each of them stops the build with
 * Docusaurus' own report naming the page and the link. The site's config and the link-check fixture site of
 * tests/unit/checked-build.test.ts both take their settings from here.
 */
import type {Config} from '@docusaurus/types';

export const CHECKED_BUILD_ENV = 'DOCS_CHECKED_BUILD';

type LinkChecks = Pick<Config, 'onBrokenLinks' | 'onBrokenMarkdownLinks' | 'onBrokenAnchors' | 'onDuplicateRoutes'>;

export function linkChecks(env: NodeJS.ProcessEnv = process.env): LinkChecks {
  const severity = env[CHECKED_BUILD_ENV] === 'true' ? 'throw' : 'warn';
  return {
    onBrokenLinks: severity,
    onBrokenMarkdownLinks: severity,
    onBrokenAnchors: severity,
    onDuplicateRoutes: severity,
  };
}
