/**
 * Syntax highlighting at build time, so the reference ships highlighted HTML and no highlighter:
 * the same Prism (prism-react-renderer's), the same theme (src/prism/theme.ts) and the same token
 * markup (`token-line`, `token <types>`, inline colours) as the site's code blocks.
 */
import {normalizeTokens, Prism, type PrismTheme} from 'prism-react-renderer';
import {codeTheme} from '../../prism/theme';

// prism-react-renderer's Prism lacks bash; Prism's own component registers it on the global Prism,
// as Docusaurus' prism-include-languages does for `additionalLanguages`.
const globalScope = globalThis as {Prism?: unknown};
const previousPrism = globalScope.Prism;
globalScope.Prism = Prism;
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

/** The plain text and background colours of the code theme, for the block around the code. */
export const CODE_PLAIN_STYLE = cssOf(codeTheme.plain as Style);

/**
 * The inner HTML of a `<code>` element: one `token-line` span per line, each line ending in a
 * newline, so that the element's text is exactly `code` (what the copy button copies).
 */
export function highlightToHtml(code: string, language: string): string {
  const grammar = Prism.languages[language];
  const tokens = grammar ? Prism.tokenize(code, grammar) : [code];
  return normalizeTokens(tokens)
    .map((line) => {
      const spans = line
        .filter((token) => !token.empty)
        .map((token) => {
          const types = token.types.filter((type) => type !== 'plain');
          if (types.length === 0) return escapeHtml(token.content);
          const css = cssOf(styleOfTypes(codeTheme, types));
          return `<span class="token ${types.join(' ')}"${css ? ` style="${css}"` : ''}>${escapeHtml(token.content)}</span>`;
        })
        .join('');
      return `<span class="token-line">${spans}</span>\n`;
    })
    .join('');
}
