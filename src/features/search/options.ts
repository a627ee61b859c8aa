import {GENERATED_FILES_DIR_NAME} from '@docusaurus/utils';

/** Opens search from anywhere (the search plugin's keymap syntax: `mod` is Cmd on macOS, Ctrl elsewhere). */
export const SEARCH_SHORTCUT = 'mod+k';

/**
 * The search index URL's hash covers only the .md/.mdx files of the search plugin's `docsDir`. The index's other
 * inputs (the code that turns pages into HTML, the API specs, the installed packages) are fingerprinted into a
 * Markdown file of a `docsDir` folder of their own (./fingerprint.ts), inside Docusaurus' generated files.
 */
export const SEARCH_INDEX_INPUTS = {
  dir: `${GENERATED_FILES_DIR_NAME}/search-index-inputs`,
  sources: ['src', 'docusaurus.config.ts', 'sidebars.ts', 'package-lock.json', 'api-spec'],
} as const;
