import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import {
  ANALYTICS_SCRIPT,
  ANNOUNCEMENT_BAR,
  API_REFERENCE_DOCS,
  API_REFERENCES,
  DOC_ROUTES,
  DOCS_VERSION_LABEL,
  FOOTER_LINKS,
  NAVBAR_ITEMS,
  SITE,
  SITEMAP_IGNORE_PATTERNS,
  SEARCH_SHORTCUT,
  THEME,
} from './src/constants';
import {linkChecks} from './src/config/linkChecks';
import {codeTheme} from './src/prism/theme';
import apiReferencePlugin, {GENERATED_PATHS} from './src/plugins/apiReference';
import caseSensitiveRoutesPlugin from './src/plugins/caseSensitiveRoutes';
import codeHighlightPlugin, {rehypeStaticCode} from './src/plugins/codeHighlight';
import rehypeDiagrams from './src/plugins/diagrams/rehypeDiagrams';
import {siteRenderer} from './src/plugins/diagrams/renderers';
import pageWeightPlugin from './src/plugins/pageWeight';
import searchPlugin from './src/plugins/search';

const docs = {
  // Docs are the site: served from the root, so /ark is docs/ark/index.mdx.
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  sidebarCollapsible: true,
  breadcrumbs: false,
  showLastUpdateTime: false,
  showLastUpdateAuthor: false,
  versions: {current: {label: DOCS_VERSION_LABEL}},
  // At build time, ```mermaid fences become inline SVG (src/plugins/diagrams) and every other fence highlighted
  // HTML (src/plugins/codeHighlight): no diagram or highlighting code reaches the reader.
  rehypePlugins: [[rehypeDiagrams, {render: siteRenderer()}], rehypeStaticCode],
} satisfies DocsOptions;

const sitemap = {
  filename: 'sitemap.xml',
  ignorePatterns: [...SITEMAP_IGNORE_PATTERNS],
} satisfies SitemapOptions;

/**
 * The API references at /api/arkd and /api/fulmine: docs pages generated from api-spec/ by
 * src/plugins/apiReference, a docs plugin instance of their own whose sidebar is the operation menu.
 */
const apiReferences: PluginConfig = [
  apiReferencePlugin,
  {
    id: API_REFERENCE_DOCS.pluginId,
    path: GENERATED_PATHS.pages,
    routeBasePath: API_REFERENCE_DOCS.routeBasePath,
    sidebarPath: GENERATED_PATHS.sidebars,
    // The generated pages hold their samples highlighted already; a fence in a spec's Markdown is highlighted here.
    rehypePlugins: [rehypeStaticCode],
    breadcrumbs: false,
    showLastUpdateTime: false,
    showLastUpdateAuthor: false,
  } satisfies DocsOptions,
];

/** Offline search (src/plugins/search): the index is built with the site and fetched when the search box is used. */
const search: PluginConfig = [
  searchPlugin,
  {
    docsRouteBasePath: '/',
    // The folders whose pages the index holds: the index URL's hash covers their files.
    docsDir: ['docs', GENERATED_PATHS.pages],
    ignoreCssSelectors: [`.${API_REFERENCE_DOCS.unindexedClass}`],
    indexBlog: false,
    indexPages: false,
    // A content hash on the index URL, so a new deploy never serves a stale index from cache.
    hashed: 'query',
    searchResultLimits: 8,
    searchBarShortcutKeymap: SEARCH_SHORTCUT,
    explicitSearchResultPath: true,
  },
];

/** Markdown for machines: /llms.txt, /llms-full.txt and a .md twin of every docs page. */
const llms: PluginConfig = [
  'docusaurus-plugin-llms',
  {
    title: SITE.title,
    description: `Documentation of Ark, an off-chain bitcoin payments protocol, and of arkd (${API_REFERENCES[0].serviceDescription}) and fulmine (${API_REFERENCES[1].serviceDescription}).`,
    generateMarkdownFiles: true,
    // The references' twins are plain Markdown written with their pages (src/plugins/apiReference/twin.ts).
    docsDir: [
      {path: 'docs', routeBasePath: '/', label: 'Documentation'},
      {path: GENERATED_PATHS.twins, routeBasePath: API_REFERENCE_DOCS.routeBasePath, label: 'API references'},
    ],
    // Pages in the order of the route table (= the sidebars); a section's index is its folder's index.mdx.
    includeOrder: [
      ...DOC_ROUTES.map((route) => `docs${route}{.mdx,/index.mdx}`),
      ...API_REFERENCES.map(({id}) => `${GENERATED_PATHS.twins}/${id}.md`),
    ],
    excludeImports: true,
    removeDuplicateHeadings: true,
    rootContent: [
      '## OpenAPI specifications',
      '',
      ...API_REFERENCES.map(
        ({serviceName, serviceDescription, specDownloadPath}) =>
          `- [${serviceName}](${SITE.url}${specDownloadPath}): the OpenAPI 3.1 specification of ${serviceName}, ${serviceDescription}, as one YAML file`,
      ),
    ].join('\n'),
    logLevel: 'quiet',
  },
];

const config: Config = {
  title: SITE.title,
  tagline: SITE.tagline,
  favicon: SITE.favicon,
  url: SITE.url,
  baseUrl: SITE.baseUrl,
  organizationName: SITE.organizationName,
  projectName: SITE.projectName,
  titleDelimiter: SITE.titleDelimiter,

  // Warnings, as the specification says (§8); the checked build of `npm test` makes each of them fail the build.
  ...linkChecks(),

  i18n: {
    defaultLocale: SITE.locale,
    locales: [SITE.locale],
    localeConfigs: {[SITE.locale]: {direction: 'ltr', htmlLang: SITE.locale}},
  },

  // Rspack, SWC and Lightning CSS instead of webpack, Babel and Terser (@docusaurus/faster).
  future: {experimental_faster: true},

  plugins: [apiReferences, search, llms, codeHighlightPlugin, pageWeightPlugin, caseSensitiveRoutesPlugin],
  // The bundled specs (/api-spec/<id>.yaml) are written with the references.
  staticDirectories: ['static', GENERATED_PATHS.static],

  // The site's only third-party request (specification §1).
  scripts: [{src: ANALYTICS_SCRIPT.src, defer: true, 'data-domain': ANALYTICS_SCRIPT.dataDomain}],

  presets: [
    [
      'classic',
      {
        docs,
        blog: false,
        pages: {},
        sitemap,
        theme: {customCss: ['./src/css/custom.css', './src/css/api-reference.css']},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT_BAR.id,
      content: ANNOUNCEMENT_BAR.content,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {
      minHeadingLevel: THEME.tocMinHeadingLevel,
      maxHeadingLevel: THEME.tocMaxHeadingLevel,
    },
    navbar: {
      title: SITE.title,
      hideOnScroll: true,
      logo: {alt: 'Ark logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        ...NAVBAR_ITEMS.map(({label, to}) => ({
          label,
          to,
          // '/products/fulmine/' must also light up on '/products/fulmine'.
          activeBasePath: to.replace(/\/$/, ''),
          position: 'left' as const,
        })),
        {type: 'docsVersionDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: 'Ark logo', src: 'img/logo.svg', width: 48, height: 48, href: '/ark'},
      links: FOOTER_LINKS.map(({label, href}) => ({label, href})),
      copyright: `Copyright © ${new Date().getFullYear()} Ark Labs. Built with Docusaurus.`,
    },
    // The code blocks' container reads its background and text colours from here; tokens are coloured at build time.
    prism: {
      theme: codeTheme,
      darkTheme: codeTheme,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
