/** The docs MCP server's names and bounds; its tests and benchmark import them from here. */
import path from 'node:path';

/** The repository's root, whose docs/, api-spec/ and registry the server reads: the site builds from the same files. */
export const SITE_DIR = path.resolve(__dirname, '..');

export const SERVER_INFO = {name: 'ark-docs', version: '1.0.0'} as const;

/** Resources: `ark-docs://page/ark/FAQ` (a page's Markdown) and `ark-docs://spec/arkd` (a bundled spec's YAML). */
const URI_SCHEME = 'ark-docs';
export const PAGE_URI_PREFIX = `${URI_SCHEME}://page`;
export const SPEC_URI_PREFIX = `${URI_SCHEME}://spec/`;

/** How many near names an error offers for a name it does not know. */
export const SUGGESTIONS = 3;

export const SEARCH = {defaultLimit: 8, maxLimit: 25, snippetChars: 240} as const;

/**
 * call_sandbox: an API's sandbox at the URL these variables give (as `npm run mock:<api>` prints it), or else one the
 * server starts itself on a free port. Either way only an address of this machine.
 */
export const SANDBOX_URL_ENV = {arkd: 'ARK_DOCS_MCP_ARKD_URL', fulmine: 'ARK_DOCS_MCP_FULMINE_URL'} as const;
/** A stream never ends: call_sandbox returns its first lines, as many as come within the wait. */
export const STREAM_READ = {maxLines: 3, waitMs: 3000} as const;
/** Any other call that has not answered by then is reported as unanswered. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** `npm run mcp -- --http`: Streamable HTTP at http://127.0.0.1:<port>/mcp, on this machine only. */
export const HTTP_MODE = {host: '127.0.0.1', defaultPort: 7777, path: '/mcp'} as const;
/** What the HTTP mode prints on stderr once it listens, followed by its URL (the tests read the port from it). */
export const HTTP_READY_LINE = 'ark-docs MCP server listening on';

/** Docusaurus' generated-files folder: pages import the known issues' generated MDX from `@site/.docusaurus/…`. */
export const GENERATED_FILES_DIR = '.docusaurus';
