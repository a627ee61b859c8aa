import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOC_ROUTES, INTEGRATE_ROUTES, LEARN_ROUTES, PRODUCT_ROUTES} from '../../src/constants';
import {BITCOIN_SCRIPT_LANGUAGE} from '../../src/features/codeBlocks/options';
import {countWords, docFileForRoute, parseDoc, REPO_ROOT} from '../support/docs';

/** Minimum substance per page: words of prose (code excluded) and mermaid diagrams. */
interface PageMinimum {
  words: number;
  diagrams: number;
}

const DEEP_DIVE: PageMinimum = {words: 700, diagrams: 1};

const MINIMUMS: Record<string, PageMinimum> = {
  '/ark': {words: 400, diagrams: 0},
  '/ark/FAQ': {words: 1200, diagrams: 0},
  '/ark/terminology': {words: 1200, diagrams: 0},
  '/ark/deep-dive/intro': DEEP_DIVE,
  '/ark/deep-dive/vtxos': DEEP_DIVE,
  '/ark/deep-dive/transactions': DEEP_DIVE,
  '/ark/deep-dive/commitment-txs': {words: 700, diagrams: 2},
  '/ark/deep-dive/batch-swaps': DEEP_DIVE,
  '/ark/deep-dive/ramps': DEEP_DIVE,
  ...Object.fromEntries([...INTEGRATE_ROUTES, ...PRODUCT_ROUTES].map((route) => [route, {words: 500, diagrams: 0}])),
  '/products/fulmine/api': {words: 500, diagrams: 1},
};

const PLACEHOLDER = /lorem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|coming soon|placeholder text|to be written/i;
const LOOKS_LIKE_SCRIPT = /\bOP_[A-Z0-9]+\b/;

const docs = DOC_ROUTES.map((route) => ({route, doc: parseDoc(docFileForRoute(route))}));

/** A line holding nothing but a name in capitals, such as a table's marker left for a script to fill. */
const MARKER_LINE = /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/m;
const MARKDOWN_FILES = [
  'README.md',
  'api-spec/README.md',
  'api-spec/arkd/info-description.md',
  'api-spec/fulmine/info-description.md',
];

it.each(MARKDOWN_FILES)('%s has no placeholder text and no unfilled marker', (file) => {
  const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
  expect(PLACEHOLDER.exec(text)?.[0], `${file} contains placeholder text`).toBeUndefined();
  expect(MARKER_LINE.exec(text)?.[0], `${file} holds a marker where content belongs`).toBeUndefined();
});

describe.each(docs)('the page at $route', ({route, doc}) => {
  // tests/support/docs.ts finds a route's file by its path: a slug elsewhere would have the tests read another page.
  it('sets no `slug:` but its own route', () => {
    const slug = /^slug:\s*['"]?([^\s'"]+)/m.exec(doc.frontMatter)?.[1];
    expect(slug ?? route, `${doc.relativeFile} moves its page with a slug`).toBe(route);
  });

  it('opens with exactly one h1', () => {
    const h1s = doc.headings.filter((heading) => heading.level === 1);
    expect(
      h1s.map((h) => h.text),
      `${doc.relativeFile} needs exactly one "# Title" heading`,
    ).toHaveLength(1);
  });

  it('has no placeholder text', () => {
    const match = PLACEHOLDER.exec(doc.body);
    expect(match?.[0], `${doc.relativeFile} contains placeholder text`).toBeUndefined();
  });

  it('meets its minimum of words and diagrams', () => {
    const minimum = MINIMUMS[route];
    expect(minimum, `no content minimum is set for ${route}`).toBeDefined();
    const words = countWords(doc.prose);
    const diagrams = doc.codeBlocks.filter((block) => block.language === 'mermaid').length;
    expect(words, `${doc.relativeFile} has ${words} words of prose; it needs ${minimum!.words}`).toBeGreaterThanOrEqual(
      minimum!.words,
    );
    expect(
      diagrams,
      `${doc.relativeFile} has ${diagrams} mermaid diagrams; it needs ${minimum!.diagrams}`,
    ).toBeGreaterThanOrEqual(minimum!.diagrams);
  });

  it(`tags every Bitcoin Script block as ${BITCOIN_SCRIPT_LANGUAGE}`, () => {
    const untagged = doc.codeBlocks.filter(
      (block) =>
        LOOKS_LIKE_SCRIPT.test(block.code) &&
        block.language !== BITCOIN_SCRIPT_LANGUAGE &&
        !['ts', 'typescript', 'go', 'json', 'bash', 'shell'].includes(block.language),
    );
    expect(untagged.map((block) => `${doc.relativeFile}:${block.line} is fenced as "${block.language}"`)).toEqual([]);
  });

  it('uses only h2 and h3 below its title, so the table of contents covers every section', () => {
    const deeper = doc.headings.filter((heading) => heading.level > 3);
    expect(deeper.map((h) => `${doc.relativeFile}: h${h.level} "${h.text}"`)).toEqual([]);
  });
});

describe('the deep dive', () => {
  const deepDive = LEARN_ROUTES.filter((route) => route.startsWith('/ark/deep-dive/'));

  it.each(deepDive.slice(0, -1).map((route, index) => ({route, next: deepDive[index + 1]!})))(
    '$route points the reader to $next',
    ({route, next}) => {
      const doc = parseDoc(docFileForRoute(route));
      const slug = next.split('/').pop();
      expect(doc.body, `${doc.relativeFile} needs a "Next" pointer linking to ${next}`).toMatch(
        new RegExp(
          `\\*\\*Next[^*]*\\*\\*[^\\n]*\\]\\((?:\\./|${next.replace(/\//g, '\\/')}|/ark/deep-dive/)?${slug}(?:\\.mdx)?\\)`,
        ),
      );
    },
  );
});

describe('the FAQ', () => {
  const faq = parseDoc(docFileForRoute('/ark/FAQ'));
  const questions = faq.headings.filter((heading) => heading.level >= 2 && heading.text.trim().endsWith('?'));

  it('answers at least 20 questions, each under its own heading', () => {
    expect(questions.length).toBeGreaterThanOrEqual(20);
  });

  it('gives each question a stable anchor', () => {
    expect(questions.filter((q) => !q.explicitId).map((q) => q.text)).toEqual([]);
  });
});

describe('the glossary', () => {
  const glossary = parseDoc(docFileForRoute('/ark/terminology'));
  const terms = glossary.headings.filter((heading) => heading.level === 3);

  it('defines at least 40 terms', () => {
    expect(terms.length).toBeGreaterThanOrEqual(40);
  });

  it('gives every term an explicit anchor other pages can link to', () => {
    expect(terms.filter((term) => !term.explicitId).map((term) => term.text)).toEqual([]);
  });

  it('lists the terms alphabetically', () => {
    const names = terms.map((term) => term.text.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
