/**
 * Build-time highlighting with the Prism instance Docusaurus uses in the browser. Tokens carry one short class per
 * style property (`t3` = `color: #C586C0`), valued by one stylesheet, so the markup stays compact whatever the theme.
 */
import {readFileSync} from 'node:fs';
import {runInNewContext} from 'node:vm';
import {normalizeTokens, Prism, type PrismTheme} from 'prism-react-renderer';
import {escapeHtml} from '../../lib/html';
import {registerBitcoinScript} from './bitcoinScript';
import {BITCOIN_SCRIPT_LANGUAGE, CODE_BLOCKS} from './options';
import {codeTheme} from './theme';

// Prism's language components are scripts that register on a `Prism` in scope: run each against this instance,
// as Docusaurus' prism-include-languages does in the browser through the global.
for (const component of CODE_BLOCKS.extraPrismComponents) {
  runInNewContext(readFileSync(require.resolve(`prismjs/components/prism-${component}.js`), 'utf8'), {Prism});
}
registerBitcoinScript(Prism, BITCOIN_SCRIPT_LANGUAGE);

type Style = Record<string, string | undefined>;

function cssProperty(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** One class per distinct `property: value` of the theme's token styles, in the order the theme lists them. */
function tokenClasses(theme: PrismTheme): Map<string, string> {
  const classes = new Map<string, string>();
  for (const {style} of theme.styles) {
    for (const [property, value] of Object.entries(style as Style)) {
      const declaration = `${cssProperty(property)}:${value}`;
      if (value !== undefined && !classes.has(declaration)) classes.set(declaration, `t${classes.size}`);
    }
  }
  return classes;
}

const TOKEN_CLASSES = tokenClasses(codeTheme);

/** The CSS that gives the token classes their values, scoped to the `<pre>` of every code block. */
export function tokenStylesheet(): string {
  return [...TOKEN_CLASSES].map(([declaration, className]) => `.prism-code .${className}{${declaration}}`).join('');
}

/** The style of each token type in a language, as prism-react-renderer's `themeToDict` builds it. */
function themeDictionary(theme: PrismTheme, language: string): Map<string, Style> {
  const dictionary = new Map<string, Style>();
  for (const {types, languages, style} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dictionary.set(type, {...dictionary.get(type), ...(style as Style)});
  }
  return dictionary;
}

/** The classes of a token: its types' styles merged in the token's order, as prism-react-renderer does. */
function classesOf(dictionary: Map<string, Style>, types: string[]): string {
  const style: Style = {};
  for (const type of types) if (type !== 'plain') Object.assign(style, dictionary.get(type));
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => TOKEN_CLASSES.get(`${cssProperty(property)}:${value}`))
    .join(' ');
}

/** Whether Prism has a grammar for a language; one it does not have is printed as plain text. */
export function isKnownLanguage(language: string): boolean {
  return Prism.languages[language] !== undefined;
}

/** How the lines of a block are marked, as Docusaurus' code block marks them. */
export interface LineMarks {
  /** Classes of each line (0-based) from `{1,3}` or magic comments. */
  classNames: Record<number, string[]>;
  showLineNumbers: boolean;
}

/** One line's tokens, each run of one style in a span (white space joins the run before it). */
function lineHtml(tokens: ReturnType<typeof normalizeTokens>[number], dictionary: Map<string, Style>): string {
  const runs: Array<{classes: string; text: string}> = [];
  for (const token of tokens) {
    if (token.empty) continue;
    const classes = classesOf(dictionary, token.types);
    const last = runs.at(-1);
    if (last && (last.classes === classes || /^\s+$/.test(token.content))) last.text += token.content;
    else runs.push({classes, text: token.content});
  }
  return runs
    .map(({classes, text}) => (classes ? `<span class="${classes}">${escapeHtml(text)}</span>` : escapeHtml(text)))
    .join('');
}

/** A `<code>`'s inner HTML, a newline after each line; only marked lines are wrapped, to keep plain blocks small. */
export function highlightToHtml(code: string, language: string, marks?: LineMarks): string {
  const grammar = Prism.languages[language];
  const dictionary = themeDictionary(codeTheme, language);
  const lines = normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
  return lines
    .map((tokens, index) => {
      const html = lineHtml(tokens, dictionary);
      const classes = marks?.classNames[index] ?? [];
      if (marks?.showLineNumbers) {
        return `<span class="${['code-line', ...classes].join(' ')}"><span class="code-line-number"></span><span class="code-line-content">${html}\n</span></span>`;
      }
      return classes.length > 0 ? `<span class="${classes.join(' ')}">${html}\n</span>` : `${html}\n`;
    })
    .join('');
}
