/**
 * Links from the docs pages into the API references (`/api/arkd#getInfo`) land on a heading the generated page
 * has: an operation (anchored at its operationId), a tag (`tag-<name>`) or another section of the reference.
 * The checked build finds a broken one too; this finds it in seconds and names the page and line.
 */
import {describe, expect, it, vi} from 'vitest';
import {API_REFERENCES, DOC_ROUTES} from '../../src/constants';
import {generateReference} from '../../src/features/apiReference/generate';
import {docFileForRoute, parseDoc, parseMdxDocument} from '../support/docs';

// Generating a reference bundles and renders its spec: seconds, more on a busy machine.
vi.setConfig({testTimeout: 180_000});

const links = DOC_ROUTES.flatMap((route) => {
  const doc = parseDoc(docFileForRoute(route));
  return doc.links.flatMap(({url, line}) => {
    const [pathname, anchor] = url.split('#') as [string, string | undefined];
    const reference = API_REFERENCES.find((candidate) => candidate.route === pathname.replace(/\/$/, ''));
    return reference ? [{where: `${doc.relativeFile}:${line}`, url, reference, anchor}] : [];
  });
});

type Reference = (typeof API_REFERENCES)[number];
const anchorSets = new Map<Reference, Promise<Set<string>>>();

/** The explicit anchors of the headings of a reference's generated page, generated once per reference. */
function anchorsOf(reference: Reference): Promise<Set<string>> {
  if (!anchorSets.has(reference)) {
    anchorSets.set(
      reference,
      generateReference(reference).then(({page}) => {
        const {headings} = parseMdxDocument(page, `generated page of ${reference.route}`);
        return new Set(headings.map((heading) => heading.explicitId).filter((id) => id !== undefined));
      }),
    );
  }
  return anchorSets.get(reference)!;
}

describe.each(API_REFERENCES.map((reference) => [reference.route, reference] as const))(
  'the links into %s',
  (route, reference) => {
    const deepLinks = links.filter((link) => link.reference === reference && link.anchor !== undefined);

    it('are found on the docs pages, so this check is not vacuous', () => {
      expect(deepLinks.length, `no docs page links to an operation of ${route}`).toBeGreaterThan(0);
    });

    it('each land on a heading of the generated reference', async () => {
      const anchors = await anchorsOf(reference);
      expect(anchors.size, `the generated page of ${route} has no anchored heading`).toBeGreaterThan(0);
      const broken = deepLinks
        .filter((link) => !anchors.has(decodeURIComponent(link.anchor!)))
        .map((link) => `${link.where} links to ${link.url}, which ${route} does not have`);
      expect(broken).toEqual([]);
    });
  },
);

describe('the reference link check', () => {
  it('tells a missing operation from an existing one', async () => {
    const anchors = await anchorsOf(API_REFERENCES.find((reference) => reference.id === 'arkd')!);
    expect(anchors.has('getInfo')).toBe(true);
    expect(anchors.has('getInfoo')).toBe(false);
  });
});
