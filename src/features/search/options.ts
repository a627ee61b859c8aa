import {GENERATED_FILES_DIR_NAME} from '@docusaurus/utils';

/** Opens search from anywhere (the search plugin's keymap syntax: `mod` is Cmd on macOS, Ctrl elsewhere). */
export const SEARCH_SHORTCUT = 'mod+k';

/** The index's inputs besides the docs, fingerprinted into a `docsDir` folder of their own (./fingerprint.ts). */
export const SEARCH_INDEX_INPUTS = {
  dir: `${GENERATED_FILES_DIR_NAME}/search-index-inputs`,
  sources: ['src', 'docusaurus.config.ts', 'sidebars.ts', 'package-lock.json', 'api-spec'],
} as const;
