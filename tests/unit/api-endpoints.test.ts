import {describe, expect, it} from 'vitest';
import {ENDPOINTS_BEYOND_SEED, SEED_ENDPOINTS, type SeedEndpoint} from '../fixtures/seed-endpoints';
import {EACH_API, bundleSpec, nameOf, operationsOf, unnamedTemplate} from '../support/api-specs';

/** A seed path written with `{}` matches any parameter name; otherwise names must be equal. */
function matches(seed: SeedEndpoint, method: string, path: string): boolean {
  if (seed.method !== method.toUpperCase()) return false;
  const seedSegments = seed.path.split('/');
  const segments = path.split('/');
  return (
    seedSegments.length === segments.length &&
    seedSegments.every((segment, i) =>
      segment === '{}' ? unnamedTemplate(segments[i]!) === '{}' : segment === segments[i],
    )
  );
}

describe.each(EACH_API)('the %s API specification', (_id, reference) => {
  it('has exactly the endpoints of REQUIREMENTS.md §7.1, and the few it lists beyond them', async () => {
    const {file, document} = await bundleSpec(reference);
    const operations = operationsOf(document);
    expect(
      SEED_ENDPOINTS[reference.id].length,
      `tests/fixtures/seed-endpoints.ts lists no ${reference.id} endpoint`,
    ).toBeGreaterThan(0);
    const seed = [...SEED_ENDPOINTS[reference.id], ...ENDPOINTS_BEYOND_SEED[reference.id]];

    const missing = seed.filter((endpoint) => !operations.some(({method, path}) => matches(endpoint, method, path)));
    const extra = operations.filter(({method, path}) => !seed.some((endpoint) => matches(endpoint, method, path)));
    const problems = [
      ...missing.map((endpoint) => `missing from ${file}: ${endpoint.method} ${endpoint.path}`),
      ...extra.map(
        (operation) => `in ${file} but neither in SEED_ENDPOINTS nor in ENDPOINTS_BEYOND_SEED: ${nameOf(operation)}`,
      ),
    ];
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('gives every operation the shared error shape as its default response', async () => {
    const {file, document} = await bundleSpec(reference);
    const problems: string[] = [];
    const operations = operationsOf(document);
    expect(operations.length, `${file} has no operation`).toBeGreaterThan(0);
    for (const operation of operations) {
      const responses = operation.operation.responses as
        Record<string, {content?: Record<string, {schema?: {properties?: object}}>}> | undefined;
      const schema = responses?.default?.content?.['application/json']?.schema;
      const fields = Object.keys(schema?.properties ?? {}).sort();
      if (fields.join() !== 'code,details,message') {
        problems.push(
          `${nameOf(operation)}: the default response is not the shared ErrorResponse {code, message, details}${schema ? ` (its fields: ${fields.join(', ')})` : ''}`,
        );
      }
    }
    expect(problems, `${file}:\n${problems.join('\n')}`).toEqual([]);
  });
});
