/** The references: docs pages generated from api-spec/ (./generate.ts) for a docs plugin instance of their own. */
export const API_REFERENCE_DOCS = {
  pluginId: 'api-reference',
  routeBasePath: '/api',
  /** Left out of the search index: samples, examples and nested fields, which repeat; an operation's own fields stay. */
  unindexedClass: 'api-reference-unindexed',
  /** Everything under an operation's heading and Try it (./reference.css lays it out only near the window). */
  operationBodyClass: 'api-reference-operation-body',
  /** Set on a body by ./layOutBodies.ts once the page has started: from then on it is laid out wherever it is. */
  laidOutAttribute: 'data-laid-out',
  /**
   * On the bodies of the last operations, laid out from the start: the End key, or the scrollbar dragged to the
   * bottom, then lands on the real end of the page, not on one guessed from skipped bodies.
   */
  endBodyClass: 'api-reference-operation-body-at-end',
  /** How many operations that is: together their bodies are taller than the window on every screen. */
  operationsAtEnd: 2,
} as const;

/**
 * The API reference pages' layout (REQUIREMENTS.md §3.7). Docusaurus' own layout gives both, checked by the browser
 * tests: its docs menu is 300px wide, and its navbar (`--ifm-navbar-height`, where deep links put their heading) 60px
 * high.
 */
export const REFERENCE_LAYOUT = {
  sidebarWidth: '300px',
  scrollYOffset: 60,
} as const;
