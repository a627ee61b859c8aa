/**
 * Syntax highlighting at build time, in Node, so that pages ship highlighted HTML and no highlighter: the docs'
 * code blocks (./rehypeStaticCode.ts) and the API references' samples (src/features/apiReference/page.ts).
 *
 * The tokens are Prism's (prism-react-renderer's instance, the one Docusaurus highlights with in the browser) and
 * their colours follow src/features/codeBlocks/theme.ts exactly as prism-react-renderer applies a theme. A token carries short
 * class names, one per style property it sets (`t3` = `color: #C586C0`), and one small stylesheet generated from
 * the theme (`tokenStylesheet`) gives them their values: the markup stays compact in each page's HTML and
 * JavaScript chunk, whatever the theme.
 */
import {normalizeTokens, Prism, type PrismTheme} from 'prism-react-renderer';
import {BITCOIN_SCRIPT_LANGUAGE, CODE_BLOCKS} from '../../constants';
import {registerBitcoinScript} from './bitcoinScript';
import {codeTheme} from './theme';

// prism-react-renderer's Prism lacks some languages (bash); Prism's own components register them on the global
// Prism, which is what Docusaurus' prism-include-languages does for `additionalLanguages` in the browser.
const globalScope = globalThis as {Prism?: unknown};
const previousPrism = globalScope.Prism;
globalScope.Prism = Prism;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Prism's components are scripts that register on the global Prism when run, in order
for (const component of CODE_BLOCKS.extraPrismComponents) require(`prismjs/components/prism-${component}`);
globalScope.Prism = previousPrism;
registerBitcoinScript(Prism, BITCOIN_SCRIPT_LANGUAGE);

type Style = Record<string, string | undefined>;

/** The selector the token classes are scoped to: the `<pre>` of every static code block. */
const CODE_SELECTOR = '.prism-code';

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

/** The CSS that gives the token classes their values (one rule per class; the site adds it to every page's head). */
export function tokenStylesheet(): string {
  return [...TOKEN_CLASSES]
    .map(([declaration, className]) => `${CODE_SELECTOR} .${className}{${declaration}}`)
    .join('');
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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Whether Prism has a grammar for a language; one it does not have is printed as plain text. */
export function isKnownLanguage(language: string): boolean {
  return Prism.languages[language] !== undefined;
}

/**
 * The inner HTML of a `<code>` element: the code, with each run of one style in a span. A page can hold
 * thousands of tokens, so runs of the same style share a span and white space joins the run before it; the
 * element's text is the code and a final newline (what the copy button reads).
 */
export function highlightToHtml(code: string, language: string): string {
  const grammar = Prism.languages[language];
  const dictionary = themeDictionary(codeTheme, language);
  const runs: Array<{classes: string; text: string}> = [];
  const add = (classes: string, text: string) => {
    const last = runs.at(-1);
    if (last && (last.classes === classes || /^\s+$/.test(text))) last.text += text;
    else runs.push({classes, text});
  };
  for (const line of normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code])) {
    for (const token of line) {
      if (!token.empty) add(classesOf(dictionary, token.types), token.content);
    }
    add('', '\n');
  }
  return runs
    .map(({classes, text}) => (classes ? `<span class="${classes}">${escapeHtml(text)}</span>` : escapeHtml(text)))
    .join('');
}
