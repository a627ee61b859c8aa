// Site-wide values REQUIREMENTS.md fixes, and the documented releases; features keep theirs in their folders.
// The config, the theme and the tests all import it, so it imports nothing.

export const SITE = {
  title: 'Ark Docs',
  tagline: 'Programmable Money',
  url: 'https://arkdev.info',
  baseUrl: '/',
  organizationName: 'ark-network',
  projectName: 'arkdev.info',
  favicon: 'img/favicon.svg',
  locale: 'en',
  /** Between a page's title and the site's: "{page title} | {site title}" (Docusaurus' default, stated). */
  titleDelimiter: '|',
  /** Docusaurus' own title for the crash screen. */
  errorPageTitle: 'Page Error',
} as const;

/** The releases the docs describe, at the commits their pages, API specs and tests were checked against. */
export const DOCUMENTED_RELEASES = {
  arkd: {
    name: 'arkd',
    version: 'v0.6.3',
    repository: 'ark-network/ark',
    commit: '241d3e1ec7cbe92e6f0ffedfdb671eb7b8d8a2bb',
  },
  fulmine: {
    name: 'fulmine',
    version: 'v0.1.12',
    repository: 'ArkLabsHQ/fulmine',
    commit: 'aecaa1bf55344fb8f6720ada394c284a91fef038',
  },
  tsSdk: {
    name: '@arkade-os/sdk',
    version: '0.1.1',
    repository: 'arkade-os/ts-sdk',
    commit: '792868aa8b1a7b492cffc216a211f89e0992fa41',
  },
} as const;

export type DocumentedRelease = keyof typeof DOCUMENTED_RELEASES;

/** This site's source, which holds the API sandbox (its `sandbox/` package). */
export const SOURCE_REPOSITORY = `https://github.com/${SITE.organizationName}/${SITE.projectName}`;

/** The first of the two commands that start a sandbox: a reader of the public site has no copy of the source yet. */
const SANDBOX_CHECKOUT = `git clone ${SOURCE_REPOSITORY} && cd ${SITE.projectName}/sandbox`;

/** The only version of the docs, labelled "Next" (REQUIREMENTS.md §1.5). */
export const DOCS_VERSION_LABEL = 'Next';

export const ROOT_REDIRECT = '/ark';

/** Every docs route of the route table (REQUIREMENTS.md §2.2), exactly as written. */
export const LEARN_ROUTES = [
  '/ark',
  '/ark/FAQ',
  '/ark/terminology',
  '/ark/deep-dive/intro',
  '/ark/deep-dive/vtxos',
  '/ark/deep-dive/transactions',
  '/ark/deep-dive/commitment-txs',
  '/ark/deep-dive/batch-swaps',
  '/ark/deep-dive/ramps',
] as const;

export const INTEGRATE_ROUTES = ['/integrate', '/integrate/api', '/integrate/dev-env', '/integrate/sdk'] as const;

export const PRODUCT_ROUTES = [
  '/products/fulmine',
  '/products/fulmine/api',
  '/products/fulmine/installation',
  '/products/fulmine/integrate',
] as const;

export const DOC_ROUTES = [...LEARN_ROUTES, ...INTEGRATE_ROUTES, ...PRODUCT_ROUTES] as const;

/** The generated API references, for the generator and every test of an `/api/*` page. */
export const API_REFERENCES = [
  {
    id: 'arkd',
    route: '/api/arkd',
    title: 'arkd API reference',
    serviceName: 'arkd',
    serviceDescription: 'the round-coordinating server',
    specFolder: 'api-spec/arkd',
    /** The bundled spec, one self-contained YAML file, served for download. */
    specDownloadPath: '/api-spec/arkd.yaml',
    /** Tags of endpoints only the operator calls (REQUIREMENTS.md §7.2: /v1/admin). */
    operatorTags: ['admin'],
    /** Where the documented release serves its REST API on the operator's machine (the curl samples, the API mocks). */
    localServer: {port: 7070, basePath: ''},
    /** How a reader starts the sandbox that the reference's request console calls by default, from nothing. */
    sandboxCommands: [SANDBOX_CHECKOUT, 'npm ci && npm run arkd'],
    /** GETs that change state (per their spec), which the console confirms as it does every other method. */
    getsThatAct: ['ping', 'deriveAddress'],
    /** The release answers a page on another origin (arkd sends `Access-Control-Allow-Origin: *`). */
    allowsCrossOrigin: true,
  },
  {
    id: 'fulmine',
    route: '/api/fulmine',
    title: 'fulmine API reference',
    serviceName: 'fulmine',
    serviceDescription: 'the wallet daemon',
    specFolder: 'api-spec/fulmine',
    specDownloadPath: '/api-spec/fulmine.yaml',
    operatorTags: [],
    localServer: {port: 7001, basePath: '/api'},
    sandboxCommands: [SANDBOX_CHECKOUT, 'npm ci && npm run fulmine'],
    /** `GET /v1/settle` registers the wallet's coins for the next round. */
    getsThatAct: ['settle'],
    /** fulmine sends no CORS headers, so the console can call only its sandbox, which adds them. */
    allowsCrossOrigin: false,
  },
] as const;

export type ApiReference = (typeof API_REFERENCES)[number];

export function apiReferenceById<Id extends ApiReference['id']>(id: Id): Extract<ApiReference, {id: Id}> {
  return API_REFERENCES.find((reference): reference is Extract<ApiReference, {id: Id}> => reference.id === id)!;
}

export const API_ROUTES = API_REFERENCES.map((reference) => reference.route);

/** Every route of the route table (REQUIREMENTS.md §2.2), the root redirect aside. */
export const ALL_ROUTES = [...API_ROUTES, ...DOC_ROUTES] as const;

/** Left-aligned navbar items: label and target as REQUIREMENTS.md §3.1 lists them, and the sidebar each opens. */
export const NAVBAR_ITEMS = [
  {label: 'Learn', to: '/ark', sidebarId: 'learn'},
  {label: 'Integrate', to: '/integrate', sidebarId: 'integrate'},
  {label: 'fulmine', to: '/products/fulmine/', sidebarId: 'products'},
] as const;

export const THEME = {
  primaryColor: '#FC8D4E',
  /** Dark text on the orange (buttons, the announcement bar) keeps WCAG AA contrast. */
  textOnPrimaryColor: '#121212',
  tocMinHeadingLevel: 2,
  tocMaxHeadingLevel: 3,
} as const;

/** The one third-party request the site makes: a deferred analytics script. */
export const ANALYTICS_SCRIPT = {
  src: 'https://plausible.io/js/script.js',
  dataDomain: 'arkdev.info',
} as const;

export const ANNOUNCEMENT_BAR = {
  /** Change the id with the content, so that readers who dismissed the bar see the new one. */
  id: 'documented-releases-arkd-v0-6-3-fulmine-v0-1-12',
  content: `These docs describe the mid-2025 releases: <b>arkd ${DOCUMENTED_RELEASES.arkd.version}</b> and <b>fulmine ${DOCUMENTED_RELEASES.fulmine.version}</b>.`,
} as const;

export const FOOTER_LINKS = [
  {label: 'Blog', href: 'https://blog.arklabs.xyz'},
  {label: 'Telegram community', href: 'https://t.me/ark_network_community'},
  {label: 'GitHub', href: 'https://github.com/ark-network'},
] as const;

/** Sitemap exclusions (REQUIREMENTS.md §3.9): drafts folders and "draft" anywhere in a path. */
export const SITEMAP_IGNORE_PATTERNS = ['**/drafts/**', '**/*draft*', '**/*draft*/**'] as const;
