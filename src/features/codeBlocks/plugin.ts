/**
 * Code blocks highlighted at build time (./highlight.ts, ./rehypeStaticCode.ts), so that no page loads a highlighter.
 * This plugin adds what every page needs for them: the stylesheet of the token colours, generated from the code
 * theme, and the one listener that serves every copy button (src/features/codeBlocks/copyCode.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {tokenStylesheet} from './highlight';

export {default as rehypeStaticCode} from './rehype';

export default function codeHighlightPlugin(): Plugin {
  return {
    name: 'code-highlight',
    getClientModules() {
      return [path.join(__dirname, 'copyCode.ts')];
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: tokenStylesheet()}]};
    },
  };
}
