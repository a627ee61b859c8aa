/**
 * Syntax highlighting at build time, so the reference ships highlighted HTML and no highlighter:
 * the same Prism (prism-react-renderer's) and the same colours (src/prism/theme.ts) as the site's
 * code blocks.
 */
import {normalizeTokens, Prism, type PrismTheme} from 'prism-react-renderer';
import {codeTheme} from '../../prism/theme';

// prism-react-renderer's Prism lacks bash; Prism's own component registers it on the global Prism,
// as Docusaurus' prism-include-languages does for `additionalLanguages`.
const globalScope = globalThis as {Prism?: unknown};
const previousPrism = globalScope.Prism;
globalScope.Prism = Prism;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must run between the two assignments, where no hoisted import can
require('prismjs/components/prism-bash');
globalScope.Prism = previousPrism;

type Style = Record<string, string | undefined>;

function cssOf(style: Style | undefined): string {
  return Object.entries(style ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
    .join(';');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function styleOfTypes(theme: PrismTheme, types: string[]): Style {
  const style: Style = {};
  for (const {types: themeTypes, languages, style: themeStyle} of theme.styles) {
    if (languages) continue;
    if (themeTypes.some((type) => types.includes(type))) Object.assign(style, themeStyle);
  }
  return style;
}

/**
 * The inner HTML of a `<code>` element: the code, with each run of one colour in a span. A reference
 * holds thousands of tokens, so runs of the same colour share a span and whitespace joins the run
 * before it; the element's text is the code and a final newline (what the copy button reads).
 */
export function highlightToHtml(code: string, language: string): string {
  const grammar = Prism.languages[language];
  const runs: Array<{css: string; text: string}> = [];
  const add = (css: string, text: string) => {
    const last = runs.at(-1);
    if (last && (last.css === css || /^\s+$/.test(text))) last.text += text;
    else runs.push({css, text});
  };
  for (const line of normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code])) {
    for (const token of line) {
      if (token.empty) continue;
      const types = token.types.filter((type) => type !== 'plain');
      add(types.length > 0 ? cssOf(styleOfTypes(codeTheme, types)) : '', token.content);
    }
    add('', '\n');
  }
  return runs
    .map(({css, text}) => (css ? `<span style="${css}">${escapeHtml(text)}</span>` : escapeHtml(text)))
    .join('');
}
