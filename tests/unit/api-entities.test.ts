import {describe, expect, it} from 'vitest';
import {SEED_ENTITIES} from '../fixtures/seed-entities';
import {EACH_API, bundleSpec, isObject, textOf, type JsonObject} from '../support/api-specs';

/** The schema and its alternatives (allOf, anyOf, oneOf branches), and through an array its items. */
function candidates(schema: JsonObject): JsonObject[] {
  const found: JsonObject[] = [schema];
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) for (const branch of branches) if (isObject(branch)) found.push(...candidates(branch));
  }
  if (isObject(schema.items)) found.push(...candidates(schema.items));
  return found;
}

/** The schemas of a dotted field path (`marketHour.nextStartTime`), or the name of the first missing step. */
function resolveField(schema: JsonObject, field: string): {schemas: JsonObject[]} | {missing: string} {
  let current = [schema];
  const steps = field.split('.');
  for (const [i, step] of steps.entries()) {
    const next = current
      .flatMap(candidates)
      .map((candidate) => (isObject(candidate.properties) ? candidate.properties[step] : undefined))
      .filter(isObject);
    if (next.length === 0) return {missing: steps.slice(0, i + 1).join('.')};
    current = next;
  }
  return {schemas: current};
}

function enumValues(schemas: JsonObject[]): string[] {
  return schemas.flatMap(candidates).flatMap((schema) => (Array.isArray(schema.enum) ? schema.enum.map(textOf) : []));
}

describe.each(EACH_API)('the %s API specification', (_id, reference) => {
  const entities = SEED_ENTITIES[reference.id];

  it('has entities listed by REQUIREMENTS.md §7.1, so the checks below are not vacuous', () => {
    expect(Object.keys(entities).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(entities))(
    'has the component schema %s with every field REQUIREMENTS.md §7.1 requires of it (seed-entities.ts)',
    async (name) => {
      const {file, document} = await bundleSpec(reference);
      const schemas =
        isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
      const schema = schemas[name];
      expect(
        isObject(schema),
        `${file} has no component schema "${name}" (components.schemas has: ${Object.keys(schemas).join(', ') || 'nothing'})`,
      ).toBe(true);
      if (!isObject(schema)) return;

      const entity = entities[name]!;
      const problems: string[] = [];
      if (entity.isEnum && enumValues([schema]).length === 0)
        problems.push(`${name} is not an enumeration (no "enum" values)`);
      for (const field of entity.fields ?? []) {
        const resolved = resolveField(schema, field);
        if ('missing' in resolved) problems.push(`${name}.${field}: no property "${resolved.missing}"`);
      }
      for (const [field, words] of Object.entries(entity.enumWords ?? {})) {
        const resolved = resolveField(schema, field);
        if ('missing' in resolved) continue; // reported above
        const values = enumValues(resolved.schemas);
        if (values.length === 0) {
          problems.push(`${name}.${field}: not an enumeration`);
          continue;
        }
        for (const word of words) {
          if (!values.some((value) => value.toLowerCase().includes(word))) {
            problems.push(`${name}.${field}: no enum value for the required "${word}" (values: ${values.join(', ')})`);
          }
        }
      }
      expect(problems, `${file}:\n${problems.join('\n')}`).toEqual([]);
    },
  );
});
