// Wraps Docusaurus' language loader to add the Bitcoin Script grammar (specification §9).
import type * as PrismNamespace from 'prismjs';
import type IncludeLanguages from '@theme/prism-include-languages';
import includeOriginalLanguages from '@theme-original/prism-include-languages';
import {BITCOIN_SCRIPT_LANGUAGE} from '@site/src/constants';
import {registerBitcoinScript} from '@site/src/prism/bitcoin-script';

export default function prismIncludeLanguages(prism: typeof PrismNamespace): void {
  // Docusaurus types every @theme-original/* module as `any`; the original has the signature of @theme/ itself.
  (includeOriginalLanguages as typeof IncludeLanguages)(prism);
  registerBitcoinScript(prism, BITCOIN_SCRIPT_LANGUAGE);
}
