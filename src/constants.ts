/**
 * The only home of the site's constants: the values the specification fixes
 * (routes, colours, breakpoints, reference layout) and the few we chose.
 *
 * The config (run in Node), the theme components and the tests all import
 * this module, so it imports nothing from React, Docusaurus or the browser.
 */

export const SITE = {
  title: 'Ark Docs',
  tagline: 'Programmable Money',
  url: 'https://arkdev.info',
  baseUrl: '/',
  organizationName: 'ark-network',
  projectName: 'arkdev.info',
  favicon: 'img/favicon.svg',
  locale: 'en',
  /** Docusaurus' default title delimiter: "{page title} | {site title}". */
  titleDelimiter: '|',
  /** Docusaurus' own title for the crash screen. */
  errorPageTitle: 'Page Error',
} as const;

/**
 * The releases the docs describe, each with the commit of its repository that the pages, the API specs and
 * their tests were checked against. Pages link their sources at these commits; `scripts/upstream/` reads them.
 */
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

/** The only version of the docs; the specification labels it "Next". */
export const DOCS_VERSION_LABEL = 'Next';

export const ROOT_REDIRECT = '/ark';

/** Every docs route of the specification's route table, exactly as written. */
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

/**
 * The two generated API references. One list feeds the reference generator
 * (src/features/apiReference) and every test that visits an `/api/*` page.
 */
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
    /** Tags of endpoints only the operator calls (specification §6: /v1/admin). */
    operatorTags: ['admin'],
    /** Where the documented release serves its REST API on the operator's machine (the curl samples, the API mocks). */
    localServer: {port: 7070, basePath: ''},
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
  },
] as const;

/**
 * The references are docs pages generated from api-spec/ at start and build time, rendered by
 * their own instance of the docs plugin under `routeBasePath`. The generated files stay out of git.
 */
export const API_REFERENCE_DOCS = {
  pluginId: 'api-reference',
  routeBasePath: '/api',
  generatedDir: 'generated/api-reference',
  /**
   * What the search index leaves out of the references: code samples and examples (long JSON and base64),
   * and nested fields (the same schemas again and again); each operation's own fields stay in.
   */
  unindexedClass: 'api-reference-unindexed',
} as const;

export type ApiReference = (typeof API_REFERENCES)[number];

/** One reference, looked up by its id rather than its place in the list. */
export function apiReferenceById<Id extends ApiReference['id']>(id: Id): Extract<ApiReference, {id: Id}> {
  return API_REFERENCES.find((reference): reference is Extract<ApiReference, {id: Id}> => reference.id === id)!;
}

export const API_ROUTES = API_REFERENCES.map((reference) => reference.route);

/** Every route of the specification's route table (the root redirect aside). */
export const ALL_ROUTES = [...API_ROUTES, ...DOC_ROUTES] as const;

/** Left-aligned navbar items: label and target as the specification lists them, and the sidebar each opens. */
export const NAVBAR_ITEMS = [
  {label: 'Learn', to: '/ark', sidebarId: 'learn'},
  {label: 'Integrate', to: '/integrate', sidebarId: 'integrate'},
  {label: 'fulmine', to: '/products/fulmine/', sidebarId: 'products'},
] as const;

export const THEME = {
  primaryColor: '#FC8D4E',
  /** Dark text on the orange (buttons, the announcement bar) keeps WCAG AA contrast. */
  textOnPrimaryColor: '#121212',
  /** Infima and Docusaurus switch to the desktop layout above this width. */
  desktopBreakpointPx: 996,
  tocMinHeadingLevel: 2,
  tocMaxHeadingLevel: 3,
} as const;

/**
 * Layout of the generated API reference pages (specification §2, §9): the width of the operation
 * menu, and how far below the top of the window a deep link puts its heading (the navbar's height).
 */
export const REFERENCE_LAYOUT = {
  sidebarWidth: '300px',
  scrollYOffset: 60,
} as const;

/** The one third-party request the site makes: a deferred analytics script. */
export const ANALYTICS_SCRIPT = {
  src: 'https://plausible.io/js/script.js',
  dataDomain: 'arkdev.info',
} as const;

export const ANNOUNCEMENT_BAR = {
  /** Change the id whenever the content changes, so readers who dismissed the old bar see the new one. */
  id: 'documented-releases-arkd-v0-6-3-fulmine-v0-1-12',
  content: `These docs describe the mid-2025 releases: <b>arkd ${DOCUMENTED_RELEASES.arkd.version}</b> and <b>fulmine ${DOCUMENTED_RELEASES.fulmine.version}</b>.`,
} as const;

export const FOOTER_LINKS = [
  {label: 'Blog', href: 'https://blog.arklabs.xyz'},
  {label: 'Telegram community', href: 'https://t.me/ark_network_community'},
  {label: 'GitHub', href: 'https://github.com/ark-network'},
] as const;

/**
 * Sitemap exclusions (specification §2): anything in a drafts folder or with
 * "draft" anywhere in its path.
 */
export const SITEMAP_IGNORE_PATTERNS = ['**/drafts/**', '**/*draft*', '**/*draft*/**'] as const;

/** Name of the extra Prism language (fence it as ```bitcoin-script). */
export const BITCOIN_SCRIPT_LANGUAGE = 'bitcoin-script';

/**
 * The search index URL's hash covers the .md/.mdx files of the search plugin's docsDir; this generated folder holds a
 * fingerprint of the index's other inputs, the files that turn pages into HTML (src/features/search/inputs.ts), and the
 * specs, whose operation bodies the references load as JavaScript modules, which the plugin does not hash.
 */
export const SEARCH_INDEX_INPUTS = {
  dir: 'generated/search-index-inputs',
  sources: ['src', 'docusaurus.config.ts', 'sidebars.ts', 'package-lock.json', 'api-spec'],
} as const;

/**
 * Code blocks: every fence but ```mermaid is highlighted at build time (src/features/codeBlocks/plugin) into a static code
 * block (src/features/codeBlocks/CodeBlock), so no page loads a highlighter.
 */
export const CODE_BLOCKS = {
  /** Prism's own language components added to prism-react-renderer's set (which has no bash). */
  extraPrismComponents: ['bash'],
  /** What a fence is highlighted as when it names no language, or one Prism has no grammar for: plain text, as Docusaurus does. */
  defaultLanguage: 'text',
  /** The name the MDX pages give the component (the plugin adds the import). */
  componentName: 'StaticCodeBlock',
} as const;

/** Opens search from anywhere (the search plugin's keymap syntax: `mod` is Cmd on macOS, Ctrl elsewhere). */
export const SEARCH_SHORTCUT = 'mod+k';

/**
 * arkd v0.6.3 as the round explainer models it (src/features/roundExplainer/model/): the radices of its two trees
 * (common/tree/builder.go) and its default timelocks (server/internal/config/config.go), at 241d3e1e.
 */
export const ARKD_ROUND = {
  vtxoTreeRadix: 2,
  connectorTreeRadix: 4,
  /** BIP-68 counts time-based relative locks in units of 512 s; arkd rounds delays given in seconds down to a multiple. */
  relativeLocktimeUnitSeconds: 512,
  /** `ARK_VTXO_TREE_EXPIRY`: the sweep leaf on the batch output and on every branch output of the VTXO tree. */
  defaultVtxoTreeExpirySeconds: 604672,
  /** `ARK_UNILATERAL_EXIT_DELAY` as configured by default, before arkd rounds it: the exit leaf of every VTXO. */
  defaultUnilateralExitDelaySeconds: 86400,
} as const;

/** The interactive round explainer on /ark/deep-dive/commitment-txs and its exit variant on /ark/deep-dive/vtxos. */
export const ROUND_EXPLAINER = {
  minParticipants: 1,
  maxParticipants: 16,
  initialParticipants: 4,
  /** The amounts a reader may type; arkd's own limits are `vtxoMinAmount` and `vtxoMaxAmount` of GET /v1/info. */
  minAmountSats: 1_000,
  maxAmountSats: 100_000_000,
  /** The exit timeline assumes each transaction confirms in the next block. */
  blockIntervalSeconds: 600,
  /** The exit timeline's slider: when the reader starts the exit, in days after the round's transaction confirmed. */
  exitStartMaxDays: 8,
  exitStartStepDays: 0.5,
} as const;

/**
 * Diagrams: every ```mermaid fence is drawn at build time into inline SVG (src/features/diagrams). The colours
 * follow the dark theme (src/css/custom.css); every text colour keeps WCAG AA contrast (4.5:1) on the fill it sits on
 * (tests/unit/diagrams.test.ts, tests/e2e/diagrams.spec.ts).
 */
export const DIAGRAMS = {
  /** Class of the box that holds each drawn diagram (styled in src/css/custom.css). */
  boxClassName: 'diagram',
  /** The id prefix of a page's drawings: `diagram-0`, `diagram-1`… (one page is one MDX file). */
  idPrefix: 'diagram',
  /**
   * Where the build writes each page's drawings as a module of their own (not in git): the page's HTML holds them,
   * and a client-side navigation to the page loads them from there (src/features/diagrams/Diagram).
   */
  drawingsDir: 'generated/diagrams',
  /** Infima's `--ifm-font-family-base`, the site's system font stack: the SVG names it, no web font is loaded. */
  fontFamily:
    "system-ui, -apple-system, Segoe UI, Roboto, Ubuntu, Cantarell, Noto Sans, sans-serif, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol'",
  fontSizePx: 15,
  /**
   * A diagram wider than the column shrinks to fit down to this share of its drawn size (text no smaller than
   * 12 px); wider still, it keeps that size and scrolls inside its own box.
   */
  minScale: 0.8,
  /**
   * Layout, so that most diagrams fit the column at their drawn size: flowchart boxes closer than mermaid's 50 px
   * and their labels wrapped at 150 px rather than 200, and more room between states than mermaid's 50 px, which
   * lets transition labels overlap.
   */
  flowchartNodeSpacingPx: 30,
  labelWrapWidthPx: 150,
  stateSpacingPx: 80,
  colors: {
    /** The page: `--ifm-background-color` in dark mode. */
    page: '#121212',
    /** Body text in dark mode (Infima's `--ifm-color-content`). */
    text: '#E3E3E3',
    /** Boxes: nodes, states, participants. */
    box: '#1E1E1E',
    boxBorder: THEME.primaryColor,
    /** Notes and the labels on arrows. */
    label: '#2B2B2B',
    /** Groups (subgraphs) and sequence-diagram loops. */
    group: '#181818',
    groupBorder: '#5C5C5C',
    line: '#A8A8A8',
    /** The numbers of a sequence diagram's messages sit on circles of the line colour. */
    sequenceNumber: '#121212',
  },
} as const;

/** The headless Chromium that draws diagrams at build time and runs the browser tests (`CHROMIUM_PATH` overrides). */
export const CHROMIUM = {
  defaultPath: '/usr/bin/chromium',
  /** Switches off the background networking that our closed network refuses; `--no-sandbox` lets root run it. */
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
} as const;
