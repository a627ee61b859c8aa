// Broken links and anchors and duplicate routes are warnings, as REQUIREMENTS.md §6.4 says; the checked build sets
// CHECKED_BUILD_ENV to make them stop the build. Shared with tests/unit/checked-build.test.ts' fixture site.
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
