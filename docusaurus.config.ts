import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import {
  ANALYTICS_SCRIPT,
  ANNOUNCEMENT_BAR,
  DOCS_VERSION_LABEL,
  FOOTER_LINKS,
  NAVBAR_ITEMS,
  SITE,
  SITEMAP_IGNORE_PATTERNS,
  THEME,
} from './src/constants';
import {codeTheme} from './src/prism/theme';

const docs = {
  // Docs are the site: served from the root, so /ark is docs/ark/index.mdx.
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  sidebarCollapsible: true,
  breadcrumbs: false,
  showLastUpdateTime: false,
  showLastUpdateAuthor: false,
  versions: {current: {label: DOCS_VERSION_LABEL}},
} satisfies DocsOptions;

const sitemap = {
  filename: 'sitemap.xml',
  ignorePatterns: [...SITEMAP_IGNORE_PATTERNS],
} satisfies SitemapOptions;

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

  markdown: {mermaid: true},
  themes: ['@docusaurus/theme-mermaid'],

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
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
