import {describe, expect, it} from 'vitest';
import type {JsonObject} from '../../src/features/apiReference/json';
import {hasChildren, walkSchema, type SchemaView} from '../../src/features/apiReference/schema';

/** A bundled document holding only the named schemas a test needs. */
function documentWith(schemas: JsonObject): JsonObject {
  return {openapi: '3.1.0', components: {schemas}};
}

const ref = (name: string) => ({$ref: `#/components/schemas/${name}`});

function property(view: SchemaView, name: string): SchemaView {
  const found = view.properties.find((candidate) => candidate.name === name);
  if (!found)
    throw new Error(`no property ${name} in ${view.properties.map((candidate) => candidate.name).join(', ')}`);
  return found.schema;
}

describe('the schema walker', () => {
  it('follows $refs and names the component it shows', () => {
    const document = documentWith({
      Outpoint: {
        type: 'object',
        required: ['txid'],
        properties: {txid: {type: 'string', pattern: '^[0-9a-f]{64}$'}, vout: {type: 'integer', format: 'uint32'}},
      },
    });
    const view = walkSchema({type: 'object', properties: {outpoint: ref('Outpoint')}}, document);
    const outpoint = property(view, 'outpoint');
    expect(outpoint.name).toBe('Outpoint');
    expect(outpoint.type).toBe('object');
    expect(outpoint.properties.map(({name, required}) => [name, required])).toEqual([
      ['txid', true],
      ['vout', false],
    ]);
    expect(property(outpoint, 'txid').pattern).toBe('^[0-9a-f]{64}$');
    expect(property(outpoint, 'vout').format).toBe('uint32');
  });

  it("lets the description beside a $ref override the target's, as OpenAPI 3.1 allows", () => {
    const document = documentWith({Amount: {type: 'string', description: 'An amount.'}});
    const view = walkSchema(
      {type: 'object', properties: {fee: {...ref('Amount'), description: 'The fee, in satoshis.'}}},
      document,
    );
    expect(property(view, 'fee').description).toBe('The fee, in satoshis.');
    expect(property(view, 'fee').name).toBe('Amount');
  });

  it('expands a recursive schema once and names the repetition instead of looping', () => {
    const document = documentWith({
      Node: {
        type: 'object',
        properties: {txid: {type: 'string'}, children: {type: 'array', items: ref('Node')}, parent: ref('Node')},
      },
    });
    const view = walkSchema(ref('Node'), document);
    expect(view.name).toBe('Node');
    expect(view.recursive).toBe(false);
    const children = property(view, 'children');
    expect(children.type).toBe('array of Node');
    expect(children.items?.recursive).toBe(true);
    expect(children.items?.properties).toEqual([]);
    expect(property(view, 'parent').recursive).toBe(true);
    expect(hasChildren(property(view, 'parent'))).toBe(false);
  });

  it('stops mutual recursion (A holds B, B holds A)', () => {
    const document = documentWith({
      A: {type: 'object', properties: {b: ref('B')}},
      B: {type: 'object', properties: {a: ref('A'), label: {type: 'string'}}},
    });
    const a = walkSchema(ref('A'), document);
    const b = property(a, 'b');
    expect(b.name).toBe('B');
    expect(property(b, 'a')).toMatchObject({name: 'A', recursive: true});
    expect(property(b, 'label').type).toBe('string');
  });

  it('expands the same schema again in sibling places (only ancestors count as recursion)', () => {
    const document = documentWith({Outpoint: {type: 'object', properties: {txid: {type: 'string'}}}});
    const view = walkSchema({type: 'object', properties: {spent: ref('Outpoint'), created: ref('Outpoint')}}, document);
    expect(property(view, 'spent').recursive).toBe(false);
    expect(property(view, 'created').recursive).toBe(false);
    expect(property(view, 'created').properties).toHaveLength(1);
  });

  it('shows oneOf alternatives with their titles or component names', () => {
    const document = documentWith({
      StreamError: {type: 'object', title: 'error', properties: {error: {type: 'object'}}},
    });
    const view = walkSchema(
      {oneOf: [{type: 'object', title: 'result', properties: {result: {type: 'string'}}}, ref('StreamError')]},
      document,
    );
    expect(view.variants?.kind).toBe('oneOf');
    expect(view.variants?.options.map((option) => option.name)).toEqual(['result', 'StreamError']);
    expect(view.type).toBe('object');
    expect(hasChildren(view)).toBe(true);
  });

  it('joins the labels of alternatives of different types', () => {
    const view = walkSchema({anyOf: [{type: 'string'}, {type: 'array', items: {type: 'string'}}]}, documentWith({}));
    expect(view.type).toBe('string | array of string');
    expect(view.variants?.kind).toBe('anyOf');
  });

  describe('nullable values', () => {
    const document = documentWith({Page: {type: 'object', properties: {current: {type: 'integer'}}}});

    it('type: [x, "null"]', () => {
      expect(walkSchema({type: ['string', 'null']}, document)).toMatchObject({type: 'string', nullable: true});
    });

    it('several types besides null', () => {
      expect(walkSchema({type: ['string', 'integer'], format: 'uint64'}, document)).toMatchObject({
        type: 'string | integer',
        nullable: false,
        format: 'uint64',
      });
    });

    it('anyOf [X, null] collapses to X, nullable, described for its place', () => {
      const view = walkSchema({description: 'The page, or null.', anyOf: [ref('Page'), {type: 'null'}]}, document);
      expect(view).toMatchObject({name: 'Page', type: 'object', nullable: true, description: 'The page, or null.'});
      expect(view.variants).toBeUndefined();
      expect(view.properties).toHaveLength(1);
    });

    it('OpenAPI 3.0 nullable: true and an enum holding null', () => {
      expect(walkSchema({type: 'string', nullable: true}, document).nullable).toBe(true);
      expect(walkSchema({type: 'string', enum: ['A', 'B', null]}, document)).toMatchObject({
        nullable: true,
        enumValues: ['A', 'B'],
      });
    });

    it('arrays of nullable items', () => {
      expect(walkSchema({type: 'array', items: {type: ['string', 'null']}}, document).type).toBe(
        'array of string or null',
      );
    });
  });

  describe('maps (additionalProperties)', () => {
    const document = documentWith({
      Outpoint: {type: 'object', properties: {txid: {type: 'string'}, vout: {type: 'integer'}}},
    });

    it('an object of only additionalProperties is a map of its values', () => {
      const view = walkSchema({type: 'object', additionalProperties: ref('Outpoint')}, document);
      expect(view.type).toBe('map of Outpoint');
      expect(view.mapValues?.properties).toHaveLength(2);
      expect(hasChildren(view)).toBe(true);
    });

    it('a map of strings has nothing to expand', () => {
      const view = walkSchema({type: 'object', additionalProperties: {type: 'string'}}, document);
      expect(view.type).toBe('map of string');
      expect(hasChildren(view)).toBe(false);
    });

    it('fixed properties plus additionalProperties: true accept other keys', () => {
      const view = walkSchema(
        {type: 'object', required: ['@type'], properties: {'@type': {type: 'string'}}, additionalProperties: true},
        document,
      );
      expect(view.otherKeysAllowed).toBe(true);
      expect(view.properties[0]).toMatchObject({name: '@type', required: true});
    });

    it('additionalProperties: false is the default shape, nothing to say', () => {
      const view = walkSchema({type: 'object', additionalProperties: false}, document);
      expect(view).toMatchObject({type: 'object', otherKeysAllowed: false});
      expect(view.mapValues).toBeUndefined();
    });
  });

  describe('allOf', () => {
    const document = documentWith({
      Base: {type: 'object', required: ['id'], properties: {id: {type: 'string'}}, description: 'A base.'},
      Choice: {oneOf: [{type: 'string'}, {type: 'integer'}]},
    });

    it('merges object parts: properties and required fields of all of them', () => {
      const view = walkSchema(
        {allOf: [ref('Base'), {type: 'object', required: ['amount'], properties: {amount: {type: 'integer'}}}]},
        document,
      );
      expect(view.type).toBe('object');
      expect(view.properties.map(({name, required}) => [name, required])).toEqual([
        ['id', true],
        ['amount', true],
      ]);
      expect(view.description).toBe('A base.');
      expect(view.variants).toBeUndefined();
    });

    it('allOf of one $ref with a description is that schema, described for its place', () => {
      const view = walkSchema({description: 'Here.', allOf: [ref('Base')]}, document);
      expect(view).toMatchObject({name: 'Base', description: 'Here.'});
    });

    it('keeps parts it cannot merge as parts', () => {
      const view = walkSchema({allOf: [ref('Base'), ref('Choice')]}, document);
      expect(view.variants?.kind).toBe('allOf');
      expect(view.variants?.options.map((option) => option.name)).toEqual(['Base', 'Choice']);
    });
  });

  it('names arrays of arrays from the inside out', () => {
    const view = walkSchema(
      {type: 'array', items: {type: 'array', items: {type: 'string', format: 'hex'}}, minItems: 1},
      documentWith({}),
    );
    expect(view.type).toBe('array of array of string');
    expect(view.items?.items?.format).toBe('hex');
    expect(view.constraints).toEqual(['at least 1 item']);
    expect(hasChildren(view)).toBe(false);
  });

  it('states constraints in words', () => {
    const view = walkSchema(
      {
        type: 'integer',
        minimum: 0,
        maximum: 16,
        multipleOf: 2,
        readOnly: true,
        default: 0,
        'x-upstream-difference': 'Upstream says int64.',
      },
      documentWith({}),
    );
    expect(view.constraints).toEqual(['>= 0', '<= 16', 'multiple of 2', 'read-only']);
    expect(view).toMatchObject({defaultValue: {value: 0}, upstreamDifference: 'Upstream says int64.'});
    expect(walkSchema({type: 'number', exclusiveMinimum: 0}, documentWith({})).constraints).toEqual(['> 0']);
    expect(walkSchema({type: 'string', minLength: 64, maxLength: 64}, documentWith({})).constraints).toEqual([
      'exactly 64 characters',
    ]);
    expect(
      walkSchema({type: 'array', items: {}, minItems: 1, maxItems: 3, uniqueItems: true}, documentWith({})).constraints,
    ).toEqual(['1 to 3 items', 'unique items']);
  });

  it('reads const and untyped enums', () => {
    expect(walkSchema({const: 'ROUND'}, documentWith({}))).toMatchObject({type: 'string', enumValues: ['ROUND']});
    expect(walkSchema({enum: [1, 2]}, documentWith({}))).toMatchObject({type: 'number', enumValues: [1, 2]});
  });

  it('names the place of a broken $ref', () => {
    expect(() =>
      walkSchema({type: 'object', properties: {a: ref('Missing')}}, documentWith({}), '#/paths/~1v1~1info/get'),
    ).toThrow('#/paths/~1v1~1info/get/properties/a: $ref #/components/schemas/Missing does not point at a schema');
  });
});
