/**
 * The references are docs pages generated from api-spec/ at start and build time (./generate.ts), rendered by their
 * own instance of the docs plugin under `routeBasePath`.
 */
export const API_REFERENCE_DOCS = {
  pluginId: 'api-reference',
  routeBasePath: '/api',
  /**
   * What the search index leaves out of the references: code samples and examples (long JSON and base64),
   * and nested fields (the same schemas again and again); each operation's own fields stay in.
   */
  unindexedClass: 'api-reference-unindexed',
} as const;
