/**
 * The search plugin's internals the site relies on (hence its exact pin): the stand-in's CSS module and platform
 * check, and the results page link ./search.css hides. A changed class, export or URL would go unnoticed, so they
 * are checked as the build starts. Can go once the plugin loads on demand and can leave out its results page.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {SEARCH_INPUT_CLASS} from './classes';

/** The plugin's files that the site relies on, relative to its package folder. */
export const SEARCH_BAR_FILES = {
  styles: 'dist/client/client/theme/SearchBar/SearchBar.module.css',
  platform: 'dist/client/client/utils/platform.js',
  searchBar: 'dist/client/client/theme/SearchBar/SearchBar.jsx',
} as const;

/** Every class of the plugin's CSS module that the stand-in uses. */
const STAND_IN_CLASSES = ['searchBarContainer', 'searchIcon', 'searchInput', 'searchHintContainer', 'searchHint'];

/** The link to the results page, as the plugin builds it: ./search.css hides the footer that holds it. */
const RESULTS_PAGE_LINK = '`${baseUrl}search/?${params.toString()}`';

/** What no longer matches in the plugin's files; empty when all is as the site expects. */
export function searchBarDrift(files: Record<keyof typeof SEARCH_BAR_FILES, string>): string[] {
  const missing = STAND_IN_CLASSES.filter((name) => !new RegExp(`\\.${name}\\b`).test(files.styles));
  if (!/export function isMacPlatform\b/.test(files.platform)) missing.push('isMacPlatform in utils/platform.js');
  if (!files.searchBar.includes(RESULTS_PAGE_LINK)) missing.push(`the results page link ${RESULTS_PAGE_LINK}`);
  if (!files.searchBar.includes(SEARCH_INPUT_CLASS)) missing.push(`the input class ${SEARCH_INPUT_CLASS}`);
  return missing;
}

export function assertSearchBarMatches(): void {
  const packageDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
  const read = (file: string) => {
    try {
      return readFileSync(path.join(packageDir, file), 'utf8');
    } catch {
      throw new Error(
        `search (src/features/search/internals.ts): @easyops-cn/docusaurus-search-local has no ${file} any more`,
      );
    }
  };
  const drift = searchBarDrift({
    styles: read(SEARCH_BAR_FILES.styles),
    platform: read(SEARCH_BAR_FILES.platform),
    searchBar: read(SEARCH_BAR_FILES.searchBar),
  });
  if (drift.length > 0) {
    throw new Error(
      `search (src/features/search/internals.ts): @easyops-cn/docusaurus-search-local no longer has ${drift.join(', ')}; ` +
        'update the search box stand-in (./SearchBoxStandIn.tsx) and the hidden results link (./search.css)',
    );
  }
}
