/** The references: docs pages generated from api-spec/ (./generate.ts) for a docs plugin instance of their own. */
export const API_REFERENCE_DOCS = {
  pluginId: 'api-reference',
  routeBasePath: '/api',
  /** Left out of the search index: samples, examples and nested fields, which repeat; an operation's own fields stay. */
  unindexedClass: 'api-reference-unindexed',
} as const;

/** The request console (./console). */
export const API_CONSOLE = {
  /**
   * The credential filled in for the sandbox, which takes any single value as a macaroon: the first Send to it gets
   * an answer rather than `expected 1 macaroon, got 0`. A real server's field starts empty.
   */
  sandboxCredential: 'sandbox',
} as const;

/**
 * The API reference pages' layout (REQUIREMENTS.md §3.7), as Docusaurus' own gives it (checked by the browser tests):
 * a 300px docs menu, a 60px navbar (`--ifm-navbar-height`, where deep links put their heading).
 */
export const REFERENCE_LAYOUT = {
  sidebarWidth: '300px',
  scrollYOffset: 60,
} as const;
