import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import {
  ANALYTICS_SCRIPT,
  ANNOUNCEMENT_BAR,
  API_REFERENCES,
  DOC_ROUTES,
  DOCS_VERSION_LABEL,
  FOOTER_LINKS,
  NAVBAR_ITEMS,
  SITE,
  SITEMAP_IGNORE_PATTERNS,
  REFERENCE_LAYOUT,
  SEARCH_SHORTCUT,
  THEME,
} from './src/constants';
import {codeTheme} from './src/prism/theme';
import apiReferencePlugin from './src/plugins/apiReference';
import caseSensitiveRoutesPlugin from './src/plugins/caseSensitiveRoutes';
import rehypeDiagrams from './src/plugins/diagrams/rehypeDiagrams';
import {siteRenderer} from './src/plugins/diagrams/renderers';
import pageWeightPlugin from './src/plugins/pageWeight';
import redocIntegrationPlugin from './src/plugins/redoc';
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
  // ```mermaid fences become inline SVG at build time (src/plugins/diagrams): no diagram code reaches the reader.
  rehypePlugins: [[rehypeDiagrams, {render: siteRenderer()}]],
} satisfies DocsOptions;

const sitemap = {
  filename: 'sitemap.xml',
  ignorePatterns: [...SITEMAP_IGNORE_PATTERNS],
} satisfies SitemapOptions;

/** The generated references at /api/arkd and /api/fulmine, one plugin instance per spec in api-spec/. */
const apiReferences = API_REFERENCES.map(
  ({id, route, title, specFolder, serviceName, serviceDescription}): PluginConfig => [
    apiReferencePlugin,
    {
      id,
      route,
      spec: `${specFolder}/openapi.yaml`,
      layout: {title, description: `Every endpoint, field and error of ${serviceName}, ${serviceDescription}.`},
    },
  ],
);

const redocTheme = {
  primaryColor: THEME.primaryColor,
  options: {
    scrollYOffset: REFERENCE_LAYOUT.scrollYOffset,
    theme: {
      sidebar: {width: REFERENCE_LAYOUT.sidebarWidth},
      // Redoc's defaults are made for a light page: on the site's dark background its red code, green
      // responses and red "required" labels fall under WCAG AA contrast. These are readable on dark.
      typography: {code: {color: '#FDAC7F', backgroundColor: 'rgba(255, 255, 255, 0.06)'}},
      colors: {success: {main: '#3FB950'}, error: {main: '#FF7B72'}, warning: {main: '#E3B341'}},
    },
  },
};

/** Offline search (src/plugins/search): the index is built with the site and fetched when the search box is used. */
const search: PluginConfig = [
  searchPlugin,
  {
    docsRouteBasePath: '/',
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
    // Pages in the order of the route table (= the sidebars); a section's index is its folder's index.mdx.
    includeOrder: DOC_ROUTES.map((route) => `docs${route}{.mdx,/index.mdx}`),
    excludeImports: true,
    removeDuplicateHeadings: true,
    rootContent: [
      '## API references',
      '',
      ...API_REFERENCES.map(
        ({title, route, serviceName, serviceDescription}) =>
          `- [${title}](${SITE.url}${route}): every endpoint of ${serviceName}, ${serviceDescription}, generated from its OpenAPI specification ([download](${SITE.url}/redocusaurus/${serviceName}.yaml))`,
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

  // The specification keeps these as build warnings (§8); `npm test` fails on any of them.
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: SITE.locale,
    locales: [SITE.locale],
    localeConfigs: {[SITE.locale]: {direction: 'ltr', htmlLang: SITE.locale}},
  },

  // Rspack, SWC and Lightning CSS instead of webpack, Babel and Terser (@docusaurus/faster).
  future: {experimental_faster: true},

  themes: [
    ['docusaurus-theme-redoc', redocTheme],
    // Last: it adjusts the Redoc theme's webpack config (see src/plugins/redoc).
    redocIntegrationPlugin,
  ],
  plugins: [...apiReferences, search, llms, pageWeightPlugin, caseSensitiveRoutesPlugin],

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
        theme: {customCss: './src/css/custom.css'},
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
    prism: {
      theme: codeTheme,
      darkTheme: codeTheme,
      additionalLanguages: ['bash'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
