/**
 * Deep links from the integrate and fulmine pages into the generated API
 * references (/api/arkd#tag/<tag>/operation/<operationId>) point at operations
 * that exist in api-spec/. Redoc builds those anchors from the tag name
 * (slugified with the same `slugify` it uses) and the operationId; Docusaurus
 * cannot check them because Redoc renders them in the browser.
 */
import {existsSync} from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';
import {getHttpOperationsFromSpec} from '@stoplight/prism-http';
import slugify from 'slugify';
import {API_REFERENCES} from '../../src/constants';
import {specFileFor, type MockedApi} from '../../scripts/mock-api-server';
import {samplePages} from '../support/samples-extract';

const REFERENCE_LINK = /\]\((\/api\/(arkd|fulmine))#([^)\s]+)\)/g;

const links = samplePages().flatMap(({doc}) =>
  [...doc.body.matchAll(REFERENCE_LINK)].map((match) => ({
    file: doc.relativeFile,
    api: match[2] as MockedApi,
    anchor: match[3]!,
  })),
);

describe('the links into the API references', () => {
  const anchors = new Map<MockedApi, Set<string>>();
  const specsPresent = API_REFERENCES.every((reference) => existsSync(specFileFor(reference.id)));

  beforeAll(async () => {
    if (!specsPresent) return;
    for (const reference of API_REFERENCES) {
      const operations = await getHttpOperationsFromSpec(specFileFor(reference.id));
      const valid = new Set<string>();
      for (const operation of operations) {
        for (const tag of operation.tags ?? []) {
          const tagAnchor = `tag/${slugify(tag.name)}`;
          valid.add(tagAnchor);
          valid.add(`${tagAnchor}/operation/${operation.iid}`);
        }
      }
      anchors.set(reference.id, valid);
    }
  }, 60_000);

  it.skipIf(links.length === 0 || !specsPresent).each(links.map((link) => ({...link, label: `${link.file} → /api/${link.api}#${link.anchor}`})))(
    '$label exists in the spec',
    ({api, anchor, file}) => {
      expect(anchors.get(api)!.has(decodeURIComponent(anchor)), `${file} links to /api/${api}#${anchor}, which the ${api} spec does not define`).toBe(true);
    },
  );

  it('can be checked, because the specs are present', () => {
    expect(specsPresent || links.length === 0, 'api-spec/ is missing, so the reference deep links cannot be checked').toBe(true);
  });
});
