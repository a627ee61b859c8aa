/**
 * The search box stand-in (src/features/search/SearchBoxStandIn.tsx) looks like the search plugin's box
 * until the real one loads, so it imports two files of the plugin's build output: the box's CSS module and
 * its platform check. Neither is public API (package.json pins the plugin exactly for that reason). A file
 * that moved fails the bundler; a class or export that was renamed would only leave the stand-in unstyled
 * or wrong, so this stops the build and names it. It can go if the plugin loads its own code on demand.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The plugin's files the stand-in imports, relative to its package folder. */
export const SEARCH_BAR_STYLES = 'dist/client/client/theme/SearchBar/SearchBar.module.css';
export const SEARCH_BAR_PLATFORM = 'dist/client/client/utils/platform.js';

/** Every class of the plugin's CSS module that the stand-in uses. */
export const STAND_IN_CLASSES = [
  'searchBarContainer',
  'searchIcon',
  'searchInput',
  'searchHintContainer',
  'searchHint',
] as const;

export function assertStandInMatchesSearchBar(): void {
  const packageDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
  const read = (file: string) => {
    try {
      return readFileSync(path.join(packageDir, file), 'utf8');
    } catch {
      throw new Error(
        `search (src/features/search/internals.ts): @easyops-cn/docusaurus-search-local has no ${file} any more; update src/features/search/SearchBoxStandIn.tsx`,
      );
    }
  };
  const styles = read(SEARCH_BAR_STYLES);
  const missing: string[] = STAND_IN_CLASSES.filter((name) => !new RegExp(`\\.${name}\\b`).test(styles));
  if (!/export function isMacPlatform\b/.test(read(SEARCH_BAR_PLATFORM))) missing.push('isMacPlatform');
  if (missing.length > 0) {
    throw new Error(
      `search (src/features/search/internals.ts): @easyops-cn/docusaurus-search-local no longer defines ${missing.join(', ')}, ` +
        'which the search box stand-in (src/features/search/SearchBoxStandIn.tsx) uses; update the stand-in to the new search bar',
    );
  }
}
