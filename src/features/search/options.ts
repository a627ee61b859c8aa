import {GENERATED_FILES_DIR_NAME} from '@docusaurus/utils';

/** The index's inputs besides the docs, fingerprinted into a `docsDir` folder of their own (./fingerprint.ts). */
export const SEARCH_INDEX_INPUTS = {
  dir: `${GENERATED_FILES_DIR_NAME}/search-index-inputs`,
  sources: ['src', 'docusaurus.config.ts', 'sidebars.ts', 'package-lock.json', 'api-spec'],
} as const;
