/**
 * Adds the token stylesheet and the copy-button listener, and keeps Prism out of the bundle: theme-classic's client
 * module that imports Prism, which no setting leaves out, becomes a no-op. It can go when theme-classic stops that.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {escapeRegExp} from '../../lib/escapeRegExp';
import {writeIfChanged} from '../../lib/files';
import {tokenStylesheet} from './highlight';

/** theme-classic's client module, as Docusaurus 3.7.0 ships it, which imports Prism to register languages. */
export const PRISM_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages.js',
);
const PRISM_REGISTRATION =
  /import\s*{\s*Prism\s*}\s*from\s*'prism-react-renderer';\s*import\s+prismIncludeLanguages\s+from\s*'@theme\/prism-include-languages';\s*prismIncludeLanguages\(Prism\);/;

/** Why the no-op no longer fits Docusaurus, if it does not. */
export function prismClientModuleDrift(source: string, clientModules: string): string | undefined {
  if (!PRISM_REGISTRATION.test(source)) return `${PRISM_CLIENT_MODULE} is no longer Prism's language registration`;
  if (!clientModules.includes(JSON.stringify(PRISM_CLIENT_MODULE.replace(/\.js$/, '')))) {
    return `${PRISM_CLIENT_MODULE} is not among the client modules Docusaurus loads`;
  }
  return undefined;
}

/** The highlighter takes its languages from ./options.ts, so Docusaurus' own setting must not be relied on. */
function assertNoPrismLanguagesInThemeConfig(context: LoadContext): void {
  const {prism} = context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}};
  const languages = prism?.additionalLanguages ?? [];
  if (languages.length > 0) {
    throw new Error(
      `code-blocks (src/features/codeBlocks/plugin.ts): themeConfig.prism.additionalLanguages (${languages.join(', ')}) ` +
        'is not read here, since code is highlighted at build time: add the languages to extraPrismComponents in ' +
        'src/features/codeBlocks/options.ts instead.',
    );
  }
}

export default function codeBlocksPlugin(context: LoadContext): Plugin {
  assertNoPrismLanguagesInThemeConfig(context);
  const stylesheet = path.join(context.generatedFilesDir, 'code-blocks', 'tokens.css');
  return {
    name: 'code-blocks',
    loadContent() {
      writeIfChanged(stylesheet, tokenStylesheet());
    },
    getClientModules() {
      return [stylesheet, path.join(__dirname, 'copyCode.ts')];
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      const drift = prismClientModuleDrift(
        readFileSync(PRISM_CLIENT_MODULE, 'utf8'),
        readFileSync(path.join(context.generatedFilesDir, 'client-modules.js'), 'utf8'),
      );
      if (drift) {
        throw new Error(
          `code-blocks (src/features/codeBlocks/plugin.ts): ${drift}. The plugin replaces Docusaurus 3.7.0's Prism ` +
            'language module with a no-op: find how Docusaurus now loads Prism and keep it out of the bundle again.',
        );
      }
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            new RegExp(`^${escapeRegExp(PRISM_CLIENT_MODULE.replace(/\.js$/, ''))}(\\.js)?$`),
            path.join(__dirname, 'noopClientModule.ts'),
          ),
        ],
      };
    },
  };
}
