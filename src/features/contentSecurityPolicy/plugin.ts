// The Content-Security-Policy of every built page (README: what it allows and why), as a meta tag, which governs what
// follows it: Docusaurus writes it after the tags of `<Head>` (the home page's wrong-baseUrl banner script among them)
// and before every stylesheet and script it loads. None on the dev server, which runs its bundles through `eval`.
import {createHash} from 'node:crypto';
import {getHtmlMinifier} from '@docusaurus/bundler';
import themeClassic from '@docusaurus/theme-classic';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ANALYTICS_SCRIPT} from '../../constants';

const PLUGIN = 'content-security-policy (src/features/contentSecurityPolicy/plugin.ts)';

/** What the policy allows, and why (the README sums it up), given the hash sources of the theme's inline script. */
function contentSecurityPolicy(themeScripts: string[]): string {
  return [
    "default-src 'self'",
    // No inline script but theme-classic's, by hash, and no eval: an injected script does not run.
    `script-src 'self' ${new URL(ANALYTICS_SCRIPT.src).origin} ${themeScripts.join(' ')}`,
    // The request console calls whatever server the reader names; the analytics script reports to its host.
    "connect-src 'self' https: http:",
    // The diagrams' SVG carries <style> elements, and React and Docusaurus set style attributes. A style runs no code.
    "style-src 'self' 'unsafe-inline'",
    // The icons drawn in CSS (the code blocks' copy button) are data: URLs.
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * theme-classic's inline script (colour mode, `?docusaurus-data-*` attributes, a dismissed announcement bar), from its
 * own `injectHtmlTags` for this site, as a build writes it: minified as Docusaurus minifies pages, and as it is.
 */
async function themeScripts(context: LoadContext): Promise<string[]> {
  const {preBodyTags} = themeClassic(context, {customCss: []}).injectHtmlTags?.({content: undefined}) ?? {};
  const inline = [preBodyTags ?? []]
    .flat()
    .flatMap((tag) => (typeof tag === 'object' && tag.tagName === 'script' && !tag.attributes?.src ? [tag] : []));
  if (inline.length !== 1 || !inline[0]!.innerHTML) {
    throw new Error(
      `${PLUGIN}: theme-classic's injectHtmlTags no longer gives one inline script but ${inline.length}: ` +
        'list the hashes of the inline scripts it writes into pages now.',
    );
  }
  const script = inline[0]!.innerHTML;
  const {swcHtmlMinimizer} = context.siteConfig.future.experimental_faster;
  const minifier = await getHtmlMinifier({type: swcHtmlMinimizer ? 'swc' : 'terser'});
  const {code} = await minifier.minify(`<script>${script}</script>`);
  const minified = /^<script>([\s\S]*)<\/script>$/.exec(code)?.[1];
  if (minified === undefined) throw new Error(`${PLUGIN}: the HTML minifier made of the theme's script: ${code}`);
  return [minified, script];
}

export default function contentSecurityPolicyPlugin(context: LoadContext): Plugin | null {
  if (process.env.NODE_ENV !== 'production') return null;
  let policy = '';
  return {
    name: 'content-security-policy',
    // Once every plugin has started: Docusaurus completes theme-classic's settings as it starts it.
    async loadContent() {
      policy = contentSecurityPolicy((await themeScripts(context)).map(sha256Source));
    },
    injectHtmlTags: () => ({
      headTags: [{tagName: 'meta', attributes: {'http-equiv': 'Content-Security-Policy', content: policy}}],
    }),
  };
}
