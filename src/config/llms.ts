/**
 * How docusaurus-plugin-llms writes a page's Markdown copy (/llms-full.txt, each page's `.md`). The docs MCP server
 * (mcp/) reads the pages through the plugin with the same options, so that it answers with the copy readers get.
 */
export const LLMS_MARKDOWN = {excludeImports: true, removeDuplicateHeadings: true} as const;
