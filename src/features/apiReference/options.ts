/** The references: docs pages generated from api-spec/ (./generate.ts) for a docs plugin instance of their own. */
export const API_REFERENCE_DOCS = {
  pluginId: 'api-reference',
  routeBasePath: '/api',
  /** Left out of the search index: samples, examples and nested fields, which repeat; an operation's own fields stay. */
  unindexedClass: 'api-reference-unindexed',
} as const;
