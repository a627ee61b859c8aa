/**
 * Checks a request against its operation's schemas before it is sent. @cfworker/json-schema: 2020-12 (OpenAPI 3.1's
 * dialect), no code generation (so no `unsafe-eval`), 6.7 KB gzipped where @exodus/schemasafe is 19.8 KB and ajv 40 KB.
 */
import {Validator, type OutputUnit} from '@cfworker/json-schema';
import type {Json, JsonObject} from '../json';
import type {ConsoleParameter, ConsoleReference} from './types';

/** Keywords that only say that something deeper failed: the deeper error is the one worth showing. */
const WRAPPING_KEYWORDS = new Set(['properties', 'items', 'prefixItems', '$ref', 'allOf', 'additionalProperties']);

function problemsOf(schema: JsonObject, defs: ConsoleReference['defs'], value: unknown): string[] {
  const validator = new Validator({...schema, $defs: defs}, '2020-12', false);
  const {valid, errors} = validator.validate(value);
  if (valid) return [];
  const specific = errors.filter(
    (error: OutputUnit) => !WRAPPING_KEYWORDS.has(error.keyword) || error.error.includes('does not match additional'),
  );
  const shown = specific.length > 0 ? specific : errors;
  return [
    ...new Set(
      shown.map(({instanceLocation, error}) => {
        const where = instanceLocation.replace(/^#\/?/, '').replace(/\//g, '.');
        return where ? `${where}: ${error}` : error;
      }),
    ),
  ];
}

function typesOf(schema: JsonObject): string[] {
  const {type} = schema;
  return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
}

/** The value a parameter's text stands for: a number, a boolean or a list where its schema says so. */
function parameterValue(text: string, schema: JsonObject): Json {
  const types = typesOf(schema);
  if (types.includes('array')) {
    const items = typeof schema.items === 'object' && schema.items && !Array.isArray(schema.items) ? schema.items : {};
    return text === '' ? [] : text.split(',').map((item) => parameterValue(item.trim(), items));
  }
  if ((types.includes('integer') || types.includes('number')) && text.trim() !== '' && !Number.isNaN(Number(text)))
    return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

export function parameterProblems(parameter: ConsoleParameter, text: string, defs: ConsoleReference['defs']): string[] {
  if (text === '') return parameter.required ? ['Required.'] : [];
  return problemsOf(parameter.schema, defs, parameterValue(text, parameter.schema));
}

/** The body's problems: not JSON at all, or JSON its schema refuses. */
export function bodyProblems(text: string, schema: JsonObject | undefined, defs: ConsoleReference['defs']): string[] {
  if (text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return [`Not JSON: ${(error as Error).message}`];
  }
  return schema ? problemsOf(schema, defs, value) : [];
}
