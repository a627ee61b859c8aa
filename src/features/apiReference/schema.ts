/**
 * Turns a JSON Schema of the bundled document into the tree the reference shows, every `$ref` followed. A schema that
 * contains itself is expanded once; inside itself it is named and marked recursive.
 */
import {SpecError} from './errors';
import {plural} from './words';
import {isObject, numberOf, objectsOf, resolvePointer, stringOf, type Json, type JsonObject} from './json';

export interface SchemaView {
  /** What the value is, as a reader says it: "string", "object", "array of Outpoint", "string | integer". */
  type: string;
  /** The named component (or the schema's `title`) this node shows. */
  name?: string;
  format?: string;
  nullable: boolean;
  description?: string;
  /** Limits in words: ">= 1", "length <= 64", "1 to 10 items", "read-only". */
  constraints: string[];
  pattern?: string;
  enumValues?: Json[];
  /** Set when the schema declares a default, which may be `null`. */
  defaultValue?: {value: Json};
  /** `x-upstream-difference` */
  upstreamDifference?: string;
  properties: PropertyView[];
  /** An object with fixed properties that accepts other keys too. */
  otherKeysAllowed: boolean;
  /** The values of a map (`additionalProperties` with a schema). */
  mapValues?: SchemaView;
  items?: SchemaView;
  /** Alternatives (`oneOf`, `anyOf`) or parts that could not be merged (`allOf`). */
  variants?: {kind: 'oneOf' | 'anyOf' | 'allOf'; options: SchemaView[]};
  /** This node repeats a schema that encloses it: shown by its name, not expanded again. */
  recursive: boolean;
}

type NodeFact =
  'name' | 'format' | 'nullable' | 'constraints' | 'pattern' | 'enumValues' | 'defaultValue' | 'recursive';

/** What a schema node's component takes (./page.ts, ./components/Schema.tsx): the node's facts, not its children. */
export type NodeProps = Pick<SchemaView, 'type'> & Partial<Pick<SchemaView, NodeFact | 'upstreamDifference'>>;

export interface PropertyView {
  name: string;
  required: boolean;
  schema: SchemaView;
}

const COMPONENT_SCHEMA = /^#\/components\/schemas\/([^/]+)$/;

function typesOf(schema: JsonObject): string[] {
  const {type} = schema;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((entry): entry is string => typeof entry === 'string');
  return [];
}

function isNullSchema(schema: Json): boolean {
  return (
    isObject(schema) &&
    typesOf(schema).join() === 'null' &&
    Object.keys(schema).every((key) => key === 'type' || key === 'description')
  );
}

/** "1 to 10 items", "at least 1 item", "exactly 64 characters". */
function range(min: number | undefined, max: number | undefined, unit: string): string[] {
  if (min !== undefined && max !== undefined)
    return [min === max ? `exactly ${plural(min, unit)}` : `${min} to ${plural(max, unit)}`];
  if (min !== undefined) return [`at least ${plural(min, unit)}`];
  return max === undefined ? [] : [`at most ${plural(max, unit)}`];
}

/** A bound in words: OpenAPI 3.1 gives an exclusive bound as a number, OpenAPI 3.0 as `true` beside the bound. */
function bound(schema: JsonObject, key: 'minimum' | 'maximum', inclusive: string, exclusive: string): string[] {
  const value = numberOf(schema[key]);
  const exclusiveKey = key === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum';
  const exclusiveValue = numberOf(schema[exclusiveKey]) ?? (schema[exclusiveKey] === true ? value : undefined);
  if (exclusiveValue !== undefined) return [`${exclusive} ${exclusiveValue}`];
  return value === undefined ? [] : [`${inclusive} ${value}`];
}

function constraintsOf(schema: JsonObject): string[] {
  const flag = (key: string, phrase: string) => (schema[key] === true ? [phrase] : []);
  const multipleOf = numberOf(schema.multipleOf);
  return [
    ...bound(schema, 'minimum', '>=', '>'),
    ...bound(schema, 'maximum', '<=', '<'),
    ...(multipleOf === undefined ? [] : [`multiple of ${multipleOf}`]),
    ...range(numberOf(schema.minLength), numberOf(schema.maxLength), 'character'),
    ...range(numberOf(schema.minItems), numberOf(schema.maxItems), 'item'),
    ...flag('uniqueItems', 'unique items'),
    ...range(numberOf(schema.minProperties), numberOf(schema.maxProperties), 'key'),
    ...flag('readOnly', 'read-only'),
    ...flag('writeOnly', 'write-only'),
  ];
}

/** "array of Outpoint", "map of string": how a composite names what it holds. */
const labelOf = (view: SchemaView): string => view.name ?? view.type;

class SchemaWalker {
  constructor(private readonly document: JsonObject) {}

  walk(schema: Json | undefined, pointer: string, enclosing: readonly string[]): SchemaView {
    if (schema === true || schema === undefined || (isObject(schema) && Object.keys(schema).length === 0))
      return emptyView('any');
    if (!isObject(schema)) throw new SpecError(`a schema must be an object, not ${JSON.stringify(schema)}`, pointer);
    const ref = stringOf(schema.$ref);
    if (ref) return this.walkRef(schema, ref, pointer, enclosing);
    if (schema.allOf !== undefined) return this.walkAllOf(schema, pointer, enclosing);
    return this.walkPlain(schema, pointer, enclosing);
  }

  /** A `$ref`, with the keywords beside it (OpenAPI 3.1 allows them) applied on top of its target. */
  private walkRef(schema: JsonObject, ref: string, pointer: string, enclosing: readonly string[]): SchemaView {
    const target = resolvePointer(this.document, ref);
    if (!isObject(target)) throw new SpecError(`$ref ${ref} does not point at a schema`, pointer);
    const name = COMPONENT_SCHEMA.exec(ref)?.[1] ?? stringOf(target.title);
    const {$ref: _ref, ...siblings} = schema;
    const merged: JsonObject = {...target, ...siblings};
    if (name && enclosing.includes(name)) {
      return {...emptyView(shallowTypeOf(merged)), name, recursive: true, description: stringOf(merged.description)};
    }
    const view = this.walk(merged, ref, name ? [...enclosing, name] : enclosing);
    return {...view, name: name ?? view.name};
  }

  /** Objects whose parts are all objects merge into one; anything else is shown as its parts. */
  private walkAllOf(schema: JsonObject, pointer: string, enclosing: readonly string[]): SchemaView {
    const {allOf, ...own} = schema;
    const parts = objectsOf(allOf).map((part) => {
      const ref = stringOf(part.$ref);
      const target = ref ? resolvePointer(this.document, ref) : part;
      if (!isObject(target)) throw new SpecError(`allOf member ${ref} does not point at a schema`, pointer);
      return {part, target, name: ref ? COMPONENT_SCHEMA.exec(ref)?.[1] : undefined};
    });
    const mergeable = parts.every(
      ({target, name}) =>
        typesOf(target).every((type) => type === 'object') &&
        target.oneOf === undefined &&
        target.anyOf === undefined &&
        target.allOf === undefined &&
        !(name && enclosing.includes(name)),
    );
    if (!mergeable) {
      const view = this.walkPlain(own, pointer, enclosing);
      return {
        ...view,
        type: view.type === 'any' ? 'object' : view.type,
        variants: {
          kind: 'allOf',
          options: parts.map(({part}, index) => this.walk(part, `${pointer}/allOf/${index}`, enclosing)),
        },
      };
    }
    const properties: JsonObject = {};
    const required = new Set<Json>();
    for (const target of [...parts.map((part) => part.target), own]) {
      Object.assign(properties, isObject(target.properties) ? target.properties : {});
      if (Array.isArray(target.required)) target.required.forEach((name) => required.add(name));
    }
    const description =
      stringOf(own.description) ?? parts.map(({target}) => stringOf(target.description)).find(Boolean);
    const merged: JsonObject = {...own, type: 'object', properties, required: [...required]};
    if (description) merged.description = description;
    const names = parts.map(({name}) => name).filter(Boolean);
    const view = this.walkPlain(merged, pointer, enclosing);
    // `allOf: [{$ref: X}]` with a description beside it is X described for this place.
    return parts.length === 1 && names.length === 1 && !stringOf(own.title) ? {...view, name: names[0]} : view;
  }

  private walkPlain(schema: JsonObject, pointer: string, enclosing: readonly string[]): SchemaView {
    let types = typesOf(schema);
    let nullable = types.includes('null') || schema.nullable === true;
    types = types.filter((type) => type !== 'null');

    let enumValues = Array.isArray(schema.enum) ? schema.enum : schema.const !== undefined ? [schema.const] : undefined;
    if (enumValues?.includes(null)) {
      nullable = true;
      enumValues = enumValues.filter((value) => value !== null);
    }

    const view: SchemaView = {
      ...emptyView('any'),
      name: stringOf(schema.title),
      format: stringOf(schema.format),
      nullable,
      description: stringOf(schema.description),
      constraints: constraintsOf(schema),
      pattern: stringOf(schema.pattern),
      enumValues: enumValues?.length ? enumValues : undefined,
      defaultValue: schema.default === undefined ? undefined : {value: schema.default},
      upstreamDifference: stringOf(schema['x-upstream-difference']),
    };

    const alternatives = schema.oneOf !== undefined ? 'oneOf' : schema.anyOf !== undefined ? 'anyOf' : undefined;
    if (alternatives) {
      const all = Array.isArray(schema[alternatives]) ? schema[alternatives] : [];
      const options = all.filter((option) => !isNullSchema(option));
      if (options.length < all.length) view.nullable = true;
      if (options.length === 0) throw new SpecError(`${alternatives} has no alternative but null`, pointer);
      if (options.length === 1) {
        // `anyOf: [X, {type: null}]` is "X or null": show X, described for this place.
        const only = this.walk(options[0], `${pointer}/${alternatives}/0`, enclosing);
        return {
          ...only,
          nullable: true,
          description: view.description ?? only.description,
          upstreamDifference: view.upstreamDifference ?? only.upstreamDifference,
        };
      }
      const views = options.map((option, index) => this.walk(option, `${pointer}/${alternatives}/${index}`, enclosing));
      const optionTypes = [...new Set(views.map((option) => option.type))];
      view.type = optionTypes.length === 1 ? optionTypes[0]! : views.map(labelOf).join(' | ');
      view.variants = {kind: alternatives, options: views};
      return view;
    }

    const properties = isObject(schema.properties) ? schema.properties : {};
    const additional = schema.additionalProperties;
    const isObjectLike =
      types.includes('object') ||
      (types.length === 0 && (Object.keys(properties).length > 0 || additional !== undefined));
    const isArray = types.includes('array') || (types.length === 0 && schema.items !== undefined);

    if (isObjectLike && types.length <= 1) {
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      view.properties = Object.entries(properties).map(([name, property]) => ({
        name,
        required: required.has(name),
        schema: this.walk(property, `${pointer}/properties/${name}`, enclosing),
      }));
      view.type = 'object';
      if (isObject(additional) && Object.keys(additional).length > 0) {
        view.mapValues = this.walk(additional, `${pointer}/additionalProperties`, enclosing);
        if (view.properties.length === 0) view.type = `map of ${labelOf(view.mapValues)}`;
      } else if (
        view.properties.length > 0 &&
        (additional === true || (isObject(additional) && Object.keys(additional).length === 0))
      ) {
        view.otherKeysAllowed = true;
      }
      return view;
    }

    if (isArray && types.length <= 1) {
      view.items = this.walk(schema.items, `${pointer}/items`, enclosing);
      view.type = `array of ${labelOf(view.items)}${view.items.nullable ? ' or null' : ''}`;
      return view;
    }

    const enumTypes = view.enumValues?.map((value) => (Array.isArray(value) ? 'array' : typeof value)) ?? [];
    if (types.length > 0 || enumTypes.length > 0)
      view.type = [...new Set(types.length > 0 ? types : enumTypes)].join(' | ');
    return view;
  }
}

/** The type of a schema without looking inside it, for a recursive mention that is not expanded. */
function shallowTypeOf(schema: JsonObject): string {
  const types = typesOf(schema).filter((type) => type !== 'null');
  if (types.length > 0) return types.join(' | ');
  if (schema.items !== undefined) return 'array';
  return 'object';
}

function emptyView(type: string): SchemaView {
  return {type, nullable: false, constraints: [], properties: [], otherKeysAllowed: false, recursive: false};
}

/** The view of one schema of `document`; `pointer` names where it sits, for error messages. */
export function walkSchema(schema: Json | undefined, document: JsonObject, pointer = '#'): SchemaView {
  return new SchemaWalker(document).walk(schema, pointer, []);
}

/** True when the view has anything to expand: fields, items with fields, map values, alternatives. */
export function hasChildren(view: SchemaView): boolean {
  if (view.recursive) return false;
  return (
    view.properties.length > 0 ||
    Boolean(view.variants) ||
    (view.mapValues !== undefined && hasChildren(view.mapValues)) ||
    (view.items !== undefined && hasChildren(view.items))
  );
}
