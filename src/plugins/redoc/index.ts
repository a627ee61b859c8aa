/**
 * Adjusts how docusaurus-theme-redoc (redocusaurus) builds, so the two API
 * reference pages behave like the rest of the site. Registered as the last
 * site theme, because Docusaurus applies site themes last and this plugin
 * must see (and undo part of) the Redoc theme's own webpack config.
 *
 * 1. No request to another origin: Redoc's side menu always renders Redocly's
 *    attribution with an <img> from Redocly's CDN
 *    (https://cdn.redoc.ly/redoc/logo-mini.svg) and has no option to turn it
 *    off. Redoc's bundle is rewritten at build time to drop that image and
 *    keep the "API docs by Redocly" link; `strict` fails the build if a Redoc
 *    upgrade changes the code this matches.
 * 2. Server-rendered styles that apply, and no hydration error: the theme's
 *    Styles module is replaced on the server by ./ServerStyles.tsx (in place
 *    of the theme's own server version) and in the browser by
 *    ./ClientStyles.tsx, which keeps the server-rendered styles.
 * 3. Readable patterns: Redoc hard-codes the colour of a field's pattern
 *    (#0e7c86, 3.5:1 on the dark background); the rewrite makes it the CSS
 *    variable --redoc-pattern-color, set in src/css/custom.css.
 * 4. No prismjs in every page: the theme registers a ProvidePlugin that turns
 *    every free `Prism` variable into an import of `prismjs`. That pulled
 *    prismjs into the main bundle through the Prism language components
 *    Docusaurus loads, and registered those languages on the wrong Prism
 *    instance. Redoc does not need it: prismjs sets the global `Prism` itself
 *    before Redoc's language components run.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const REDOC_BUNDLE = /[\\/]redoc[\\/]bundles[\\/]redoc\.[\w.]+\.js$/;
const LOGO_BEFORE_ATTRIBUTION = String.raw`\w+\.createElement\(\w+,null\),("API docs by Redocly")`;
const HARD_CODED_PATTERN_COLOUR = 'color: #0e7c86;';
const THEME_STYLES_MODULE = /docusaurus-theme-redoc[\\/]dist-jsx[\\/]theme[\\/]Redoc[\\/]Styles/;
/** The theme's own server-side replacement of that module, which ours supersedes. */
const THEME_SERVER_STYLES_RULE = String(/theme\/Redoc\/Styles/);

/** webpack's ProvidePlugin keeps its definitions in `definitions`, Rspack's in `_args[0]`. */
function isProvidePrism(plugin: unknown): boolean {
  const candidate = plugin as {definitions?: object; _args?: [object]} | null;
  const definitions = candidate?.definitions ?? candidate?._args?.[0];
  return plugin?.constructor?.name === 'ProvidePlugin' && typeof definitions === 'object' && 'Prism' in definitions;
}

function isThemeServerStylesReplacement(plugin: unknown): boolean {
  const candidate = plugin as {resourceRegExp?: RegExp} | null;
  return plugin?.constructor?.name === 'NormalModuleReplacementPlugin' && String(candidate?.resourceRegExp) === THEME_SERVER_STYLES_RULE;
}

export default function redocIntegrationPlugin(): Plugin {
  return {
    name: 'redoc-integration',
    configureWebpack(config, isServer, {currentBundler}) {
      config.plugins = (config.plugins ?? []).filter((plugin) => !isProvidePrism(plugin) && !isThemeServerStylesReplacement(plugin));
      return {
        module: {
          rules: [
            {
              test: REDOC_BUNDLE,
              loader: require.resolve('string-replace-loader'),
              options: {
                multiple: [
                  {search: LOGO_BEFORE_ATTRIBUTION, flags: '', replace: '$1', strict: true},
                  {search: HARD_CODED_PATTERN_COLOUR, replace: 'color: var(--redoc-pattern-color, #0e7c86);', strict: true},
                ],
              },
            },
          ],
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            THEME_STYLES_MODULE,
            path.join(__dirname, isServer ? 'ServerStyles.tsx' : 'ClientStyles.tsx'),
          ),
        ],
      };
    },
  };
}
