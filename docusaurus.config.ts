import type {Config, PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import type {Options as ThemeOptions} from '@docusaurus/theme-classic';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import {
  ANALYTICS_SCRIPT,
  ANNOUNCEMENT_BAR,
  API_REFERENCES,
  apiReferenceById,
  DOCS_VERSION_LABEL,
  FOOTER_LINKS,
  NAVBAR_ITEMS,
  SITE,
  SITEMAP_IGNORE_PATTERNS,
  THEME,
} from './src/constants';
import {CHECKED_BUILD_ENV, linkChecks} from './src/config/linkChecks';
import {LLMS_MARKDOWN} from './src/config/llms';
import {docIdsInSidebarOrder} from './src/config/sidebarOrder';
import sidebars from './sidebars';
import {codeTheme} from './src/features/codeBlocks/theme';
import {API_REFERENCE_DOCS} from './src/features/apiReference/options';
import apiReferencePlugin, {GENERATED_PATHS} from './src/features/apiReference/plugin';
import caseSensitiveRoutesPlugin from './src/features/caseSensitiveRoutes';
import codeBlocksPlugin from './src/features/codeBlocks/plugin';
import contentSecurityPolicyPlugin from './src/features/contentSecurityPolicy/plugin';
import rehypeCodeBlocks from './src/features/codeBlocks/rehype';
import {FIXTURE_SITE} from './src/config/fixtureSite';
import cssPipelinePlugin from './src/features/cssPipeline';
import {createDiagrams} from './src/features/diagrams/plugin';
import knownIssuesPlugin from './src/features/knownIssues/plugin';
import remarkKnownIssues from './src/features/knownIssues/remark';
import searchPlugin, {searchOptions} from './src/features/search/plugin';

/** The test build (`npm run build:checked`) also mounts the feature fixtures of tests/fixtures/site under /tests. */
const isTestBuild = process.env[CHECKED_BUILD_ENV] === 'true';

const diagrams = createDiagrams({docsDirs: ['docs', ...(isTestBuild ? [FIXTURE_SITE.path] : [])]});
// Diagrams and highlighting are done at build time: none of their code reaches the reader.
const buildTimeRendering = [diagrams.rehypePlugin, rehypeCodeBlocks];

const docs = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  breadcrumbs: false,
  versions: {current: {label: DOCS_VERSION_LABEL}},
  // Known-issue callouts and the FAQ's list of them (src/features/knownIssues).
  // Before the table of contents is made: the list of known issues is not part of the FAQ's.
  beforeDefaultRemarkPlugins: [[remarkKnownIssues, {siteDir: __dirname}]],
  rehypePlugins: buildTimeRendering,
} satisfies DocsOptions;

const sitemap = {
  ignorePatterns: [...SITEMAP_IGNORE_PATTERNS, ...(isTestBuild ? [`${FIXTURE_SITE.routeBasePath}/**`] : [])],
} satisfies SitemapOptions;

const fixtureSite: PluginConfig[] = isTestBuild
  ? [
      [
        '@docusaurus/plugin-content-docs',
        {
          id: 'fixtures',
          ...FIXTURE_SITE,
          sidebarPath: false,
          rehypePlugins: buildTimeRendering,
        } satisfies DocsOptions,
      ],
    ]
  : [];

/** The API references: a docs plugin instance of their own, with pages generated from api-spec/. */
const apiReferences: PluginConfig = [
  apiReferencePlugin,
  {
    id: API_REFERENCE_DOCS.pluginId,
    routeBasePath: API_REFERENCE_DOCS.routeBasePath,
    // The generated pages hold their samples highlighted already; a fence in a spec's Markdown is highlighted here.
    rehypePlugins: [rehypeCodeBlocks],
    breadcrumbs: false,
  } satisfies DocsOptions,
];

/** Offline search: the index is built with the site and fetched when the search box is first used. */
const search: PluginConfig = [searchPlugin, searchOptions];

/** Markdown for machines: /llms.txt, /llms-full.txt and a .md twin of every docs page. */
const llms: PluginConfig = [
  'docusaurus-plugin-llms',
  {
    title: SITE.title,
    description: `Documentation of Ark, an off-chain bitcoin payments protocol, and of arkd (${apiReferenceById('arkd').serviceDescription}) and fulmine (${apiReferenceById('fulmine').serviceDescription}).`,
    generateMarkdownFiles: true,
    // The references' twins are plain Markdown written with their pages (src/features/apiReference/twin.ts).
    docsDir: [
      {path: 'docs', routeBasePath: '/', label: 'Documentation'},
      {path: GENERATED_PATHS.twins, routeBasePath: API_REFERENCE_DOCS.routeBasePath, label: 'API references'},
    ],
    includeOrder: [
      ...docIdsInSidebarOrder(sidebars).map((id) => `docs/${id}.mdx`),
      ...API_REFERENCES.map(({id}) => `${GENERATED_PATHS.twins}/${id}.md`),
    ],
    ...LLMS_MARKDOWN,
    rootContent: [
      '## OpenAPI specifications',
      '',
      ...API_REFERENCES.map(
        ({serviceName, serviceDescription, specDownloadPath}) =>
          `- [${serviceName}](${SITE.url}${specDownloadPath}): the OpenAPI 3.1 specification of ${serviceName}, ${serviceDescription}, as one YAML file`,
      ),
      '',
      '## For coding assistants',
      '',
      `- [MCP server](${SITE.url}/integrate#mcp): \`npm run mcp\` in a clone of this site's repository serves these docs, both references, the known issues and the API sandboxes to a coding assistant`,
    ].join('\n'),
    logLevel: 'quiet',
  },
];

const {locale, errorPageTitle: _errorPageTitle, ...site} = SITE;

const config: Config = {
  ...site,
  // Warnings, as REQUIREMENTS.md §6.4 says; the checked build of `npm test` makes each of them fail the build.
  ...linkChecks(),

  i18n: {defaultLocale: locale, locales: [locale]},

  future: {
    // Rspack, SWC and Lightning CSS instead of webpack, Babel and Terser (@docusaurus/faster).
    experimental_faster: true,
    // Docusaurus 3.7.0's inline script hides a dismissed bar without checking its id; namespacing storage by the id
    // shows each new announcement (and resets readers' tab choices). Can go once that script compares the id.
    experimental_storage: {namespace: ANNOUNCEMENT_BAR.id},
  },

  // What the classic preset would load for this site, in its order, without its Algolia search, debug pages,
  // Google plugins and SVGR (54 packages, none of them used).
  plugins: [
    ['@docusaurus/plugin-content-docs', docs],
    '@docusaurus/plugin-content-pages',
    ['@docusaurus/plugin-sitemap', sitemap],
    ['@docusaurus/theme-classic', {customCss: ['./src/css/custom.css']} satisfies ThemeOptions],
    ...fixtureSite,
    apiReferences,
    search,
    llms,
    codeBlocksPlugin,
    cssPipelinePlugin,
    diagrams.plugin,
    knownIssuesPlugin,
    caseSensitiveRoutesPlugin,
    contentSecurityPolicyPlugin,
  ],
  // The bundled specs (/api-spec/<id>.yaml) are written with the references.
  staticDirectories: ['static', GENERATED_PATHS.static],

  // The site's only third-party request (REQUIREMENTS.md §5).
  scripts: [{src: ANALYTICS_SCRIPT.src, defer: true, 'data-domain': ANALYTICS_SCRIPT.dataDomain}],

  themeConfig: {
    colorMode: {defaultMode: 'dark', disableSwitch: true},
    announcementBar: {
      id: ANNOUNCEMENT_BAR.id,
      content: ANNOUNCEMENT_BAR.content,
      backgroundColor: THEME.primaryColor,
      textColor: THEME.textOnPrimaryColor,
    },
    tableOfContents: {minHeadingLevel: THEME.tocMinHeadingLevel, maxHeadingLevel: THEME.tocMaxHeadingLevel},
    navbar: {
      title: SITE.title,
      hideOnScroll: true,
      logo: {alt: 'Ark logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        ...NAVBAR_ITEMS.map(({label, to, sidebarId}) =>
          to.endsWith('/')
            ? // The fulmine item links to /products/fulmine/ (REQUIREMENTS.md §3.1), which a docSidebar item (a link to the
              // sidebar's first doc, /products/fulmine) cannot; it lights up on every page of its sidebar all the same.
              {label, to, activeBasePath: to.slice(0, -1), position: 'left' as const}
            : {type: 'docSidebar' as const, sidebarId, label, position: 'left' as const},
        ),
        {type: 'docsVersionDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: 'Ark logo', src: 'img/logo.svg', width: 48, height: 48, href: '/ark'},
      links: [...FOOTER_LINKS],
      copyright: `Copyright © ${new Date().getFullYear()} Ark Labs. Built with Docusaurus.`,
    },
    // The code blocks' container reads its background and text colours from here; tokens are coloured at build time.
    prism: {theme: codeTheme},
  } satisfies UserThemeConfig,
};

export default config;
