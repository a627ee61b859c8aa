/**
 * The Content-Security-Policy of every page (src/features/contentSecurityPolicy): each built page carries it before
 * anything it governs, it lists every inline script the build wrote, and a script injected into a page does not run.
 * That no page of the site breaks it is the rest of the suite's to show: a violation is a console error.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Element} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';
import {REPO_ROOT} from '../support/docs';
import {expect, openPage, test} from './support/fixtures';

const BUILD = path.join(REPO_ROOT, 'build');

/**
 * The policy a page's `<meta http-equiv>` sets, what comes before it that loads or runs anything, and the inline
 * scripts after it, which the policy governs.
 */
function readPage(file: string) {
  const tree = fromHtml(readFileSync(file, 'utf8'));
  let policy: string | undefined;
  const beforePolicy: string[] = [];
  const inlineScripts: string[] = [];
  visit(tree, 'element', (element: Element) => {
    const {tagName, properties} = element;
    if (tagName === 'meta' && String(properties.httpEquiv).toLowerCase() === 'content-security-policy')
      policy = String(properties.content);
    else if (policy === undefined && ['script', 'link', 'style'].includes(tagName))
      beforePolicy.push(`<${tagName}${'dataRh' in properties ? ' data-rh' : ''}>`);
    else if (tagName === 'script' && properties.src === undefined) inlineScripts.push(toString(element));
  });
  return {policy, beforePolicy, inlineScripts};
}

test('every built page carries the policy before what it governs, and it lists the hash of each inline script', () => {
  const pages = readdirSync(BUILD, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
  expect(pages.length, `HTML files in ${BUILD}`).toBeGreaterThan(20);
  const policies = new Set<string>();
  for (const page of pages) {
    const {policy, beforePolicy, inlineScripts} = readPage(path.join(BUILD, page));
    expect(policy, `the policy of build/${page}`).toBeDefined();
    // Only the tags of Docusaurus' <Head> (icons, links, the home page's wrong-baseUrl banner script) come first.
    expect(
      beforePolicy.filter((tag) => !tag.endsWith(' data-rh>')),
      `what build/${page} has before its policy`,
    ).toEqual([]);
    policies.add(policy!);
    for (const script of inlineScripts) {
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(
        policy,
        `build/${page} has an inline script the policy does not list, which the browser refuses to run; compute its ` +
          `hash in src/features/contentSecurityPolicy: ${script.slice(0, 120)}`,
      ).toContain(hash);
    }
  }
  expect(policies.size, 'one policy for the whole site').toBe(1);
  const directives = new Map(
    [...policies][0]!.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
  expect(directives.get('script-src')).not.toEqual(expect.arrayContaining(["'unsafe-inline'"]));
  expect(directives.get('script-src')).not.toEqual(expect.arrayContaining(["'unsafe-eval'"]));
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
});

test.describe('a script injected into a page', () => {
  // The browser reports each refusal as a console error: the test checks that they are the ones it provoked.
  test.use({allowConsoleErrors: true});

  test('is refused, inline or from another host: the browser reports it, and it does not run', async ({
    page,
    activity,
  }) => {
    await openPage(page, '/ark');
    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      const bothReported = new Promise<void>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => {
          violations.push(`${event.effectiveDirective} ${event.blockedURI}`);
          if (violations.length === 2) resolve();
        }),
      );
      const inline = document.createElement('script');
      inline.textContent = 'window.injectedScriptRan = true;';
      const foreign = document.createElement('script');
      foreign.src = 'https://scripts.example/injected.js';
      document.body.append(inline, foreign);
      await bothReported;
      return {violations, ran: 'injectedScriptRan' in window};
    });
    expect(outcome).toEqual({
      violations: ['script-src-elem inline', 'script-src-elem https://scripts.example/injected.js'],
      ran: false,
    });
    expect(activity.consoleErrors).toEqual([
      expect.stringContaining('Executing inline script violates the following Content Security Policy directive'),
      expect.stringContaining("Loading the script 'https://scripts.example/injected.js' violates"),
    ]);
  });
});
