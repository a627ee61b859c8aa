/** JSON values as the bundler parses them from YAML, and the few helpers every reader of them needs. */
export {isObject, jsonMediaOf, type Json, type JsonObject} from '../../../sandbox/openapi';
import {isObject, type Json, type JsonObject} from '../../../sandbox/openapi';

export function stringOf(value: Json | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Any value as text: a scalar as String() writes it, an object or a list as JSON, never "[object Object]". */
export function textOf(value: Json | undefined): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

export function numberOf(value: Json | undefined): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

export function objectsOf(value: Json | undefined): JsonObject[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** "~1v1~1info" → "/v1/info" and back (RFC 6901). */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value at a local JSON pointer ("#/components/schemas/Round"), or undefined. */
export function resolvePointer(document: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: Json | undefined = document;
  for (const token of ref.slice(2).split('/').map(unescapePointerToken)) {
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = Array.isArray(node) ? node[Number(token)] : node[token];
  }
  return node;
}
