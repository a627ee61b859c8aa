/**
 * What a reader searches for, and the page or operation one of the first results must lead to: the site's search box
 * (tests/e2e/search.spec.ts) and the docs MCP server's search_docs (tests/unit/mcp.test.ts) are held to the same list.
 */
export const SEARCH_EXPECTATIONS = [
  // An operation of each reference by the name its spec gives it.
  {query: 'registerIntent', target: '/api/arkd#registerIntent'},
  {query: 'refundWithoutReceiver', target: '/api/fulmine#refundVhtlcWithoutReceiver'},
  // An entry of the known issues: the FAQ shows them from static HTML, which the index holds too.
  {query: 'tree-signing bug', target: '/ark/FAQ#tree-signing-bug'},
] as const;
