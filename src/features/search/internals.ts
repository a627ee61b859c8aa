// The search plugin's internals the site relies on (hence its exact pin): the results page link ./search.css hides.
// A changed URL would go unnoticed, so it is checked as the build starts. Can go once the plugin can leave out its
// results page.
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The plugin's search bar, relative to its package folder. */
export const SEARCH_BAR_FILE = 'dist/client/client/theme/SearchBar/SearchBar.jsx';

/** The link to the results page, as the plugin builds it: ./search.css hides the footer that holds it. */
const RESULTS_PAGE_LINK = '`${baseUrl}search/?${params.toString()}`';

/** What no longer matches in the plugin's search bar; undefined when all is as the site expects. */
export function searchBarDrift(searchBar: string): string | undefined {
  return searchBar.includes(RESULTS_PAGE_LINK) ? undefined : `the results page link ${RESULTS_PAGE_LINK}`;
}

export function assertSearchBarMatches(): void {
  const packageDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
  let searchBar: string;
  try {
    searchBar = readFileSync(path.join(packageDir, SEARCH_BAR_FILE), 'utf8');
  } catch {
    throw new Error(
      `search (src/features/search/internals.ts): @easyops-cn/docusaurus-search-local has no ${SEARCH_BAR_FILE} any more`,
    );
  }
  const drift = searchBarDrift(searchBar);
  if (drift) {
    throw new Error(
      `search (src/features/search/internals.ts): @easyops-cn/docusaurus-search-local no longer has ${drift}; ` +
        'update the hidden results link (./search.css)',
    );
  }
}
