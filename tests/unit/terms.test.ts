/**
 * One name per concept: the pages and the known issues use the chosen term; the other names a concept goes by (older
 * drafts, newer releases, other projects) appear only in the glossary, which says which is which, and in quoted API
 * names (`commitmentTxid`, `GET /v1/batch/...`), which are code.
 */
import {describe, expect, it} from 'vitest';
import {DOC_ROUTES} from '../../src/constants';
import {loadKnownIssues} from '../../src/features/knownIssues/registry';
import {docFileForRoute, parseDoc, REPO_ROOT} from '../support/docs';

/** Each other name, and the chosen term these docs use instead. */
const OTHER_NAMES: {pattern: RegExp; chosen: string}[] = [
  {
    pattern: /\bbatch(?:es)?\b(?![ -]output)/i,
    chosen: 'round (the batch output is the round transaction’s tree output)',
  },
  {pattern: /\bcommitment transactions?\b/i, chosen: 'round transaction'},
  {pattern: /\brefresh(?:es|ed|ing)?\b/i, chosen: 'settle'},
  {pattern: /\brenew(?:s|ed|ing|als?)?\b/i, chosen: 'settle'},
  {pattern: /\broll(?:s|ed|ing)? over\b/i, chosen: 'settle'},
  {pattern: /\bpreconfirmed\b/i, chosen: 'pending'},
  {pattern: /\b(?:exit|collaborative|unilateral|forfeit) paths?\b/i, chosen: 'exit leaf / collaborative leaf'},
  {pattern: /\bunilateral exit delay\b/i, chosen: 'exit delay'},
  {pattern: /\b(?:on|off)board(?:ing|s|ed)?\b/i, chosen: 'boarding / collaborative exit'},
  {pattern: /\bcooperative exit\b/i, chosen: 'collaborative exit'},
  {
    pattern: /\bASPs?\b|\bArk Service Provider\b/,
    chosen: 'the Ark server (the software is arkd, the person the operator)',
  },
  {pattern: /\b(?:Ark|virtual|offchain) transactions?\b(?! outputs?)/i, chosen: 'redeem transaction'},
  {pattern: /\bunroll(?:s|ed|ing)?\b/i, chosen: 'unilateral exit'},
];

const GLOSSARY = '/ark/terminology';

/** Prose without code spans: an API name in backticks is quoted, not used as a word. */
const withoutCode = (prose: string) => prose.replace(/`[^`\n]*`/g, ' ');

function otherNamesIn(text: string, where: string): string[] {
  return text
    .split('\n')
    .flatMap((line) =>
      OTHER_NAMES.filter(({pattern}) => pattern.test(line)).map(
        ({pattern, chosen}) => `${where}: "${pattern.exec(line)![0]}" — these docs say ${chosen}: ${line.trim()}`,
      ),
    );
}

describe.each(DOC_ROUTES.filter((route) => route !== GLOSSARY))('the page at %s', (route) => {
  it('uses only the chosen name of each concept', () => {
    const doc = parseDoc(docFileForRoute(route));
    const found = otherNamesIn(withoutCode(doc.prose), doc.relativeFile);
    expect(found, found.join('\n')).toEqual([]);
  });
});

describe('the known issues', () => {
  it('use only the chosen name of each concept', () => {
    const found = loadKnownIssues(REPO_ROOT).flatMap((issue) =>
      otherNamesIn(
        withoutCode([issue.title, issue.summary, issue.happens, issue.workaround].join('\n')).replace(
          /\]\([^)]*\)/g,
          ']',
        ),
        `docs/known-issues.yaml ${issue.id}`,
      ),
    );
    expect(found, found.join('\n')).toEqual([]);
  });
});

describe('the glossary', () => {
  it('names every other name, so that a reader who meets one finds the chosen term', () => {
    const glossary = parseDoc(docFileForRoute(GLOSSARY)).prose;
    const missing = OTHER_NAMES.filter(({pattern}) => !pattern.test(glossary)).map(({pattern}) => pattern.source);
    expect(missing).toEqual([]);
  });
});
