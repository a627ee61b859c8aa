/**
 * Ejected from Docusaurus 3.7.0 (theme-classic/lib/theme/prism-include-languages.js; Docusaurus forbids wrapping it,
 * as it is not a component) to register the Bitcoin Script grammar (specification §9) after the config's
 * `prism.additionalLanguages`. Docusaurus' part is unchanged but for putting back the window's own Prism; compare it
 * with theme-classic's when upgrading.
 */
import type * as PrismNamespace from 'prismjs';
import siteConfig from '@generated/docusaurus.config';
import {BITCOIN_SCRIPT_LANGUAGE} from '@site/src/constants';
import {registerBitcoinScript} from '@site/src/prism/bitcoin-script';

type PrismGlobal = typeof globalThis & {Prism?: typeof PrismNamespace};

export default function prismIncludeLanguages(prism: typeof PrismNamespace): void {
  const {additionalLanguages} = siteConfig.themeConfig.prism as {additionalLanguages: string[]};
  // Prism's language files extend the Prism on the window, prism-react-renderer has its own: it is put there while
  // they load.
  const global = globalThis as PrismGlobal;
  const prismBefore = global.Prism;
  global.Prism = prism;
  for (const language of additionalLanguages) {
    if (language === 'php') require('prismjs/components/prism-markup-templating.js');
    require(`prismjs/components/prism-${language}`);
  }
  Reflect.deleteProperty(global, 'Prism');
  if (prismBefore !== undefined) global.Prism = prismBefore;
  registerBitcoinScript(prism, BITCOIN_SCRIPT_LANGUAGE);
}
