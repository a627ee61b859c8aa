// Reads and checks docs/known-issues.yaml. Its shape is a JSON Schema, checked with the validator the request console
// uses; a broken entry stops the build naming the file, the entry and the field.
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {Validator, type Schema} from '@cfworker/json-schema';
import {parseYaml} from '@redocly/openapi-core';
import {AUDIENCES, KNOWN_ISSUES, PRODUCTS, SEVERITIES, type Audience, type Product, type Severity} from './options';

export type CodeLink = {label: string; url: string};

export interface Since {
  release: string;
  commit?: string;
  /** Only the releases back to `release` were checked. */
  atLeast?: boolean;
}

/** The first later release that fixes it, an unreleased fixing commit, or the newest release that still has it. */
export type Fix =
  | {release: string; url: string; note?: string}
  | {commit: string; url: string; note?: string}
  | {notAsOf: string; url?: string; note?: string};

export interface KnownIssue {
  id: string;
  title: string;
  summary: string;
  audiences: Audience[];
  products: Product[];
  severity: Severity;
  happens: string;
  workaround: string;
  code: CodeLink[];
  since: Partial<Record<Product, Since>>;
  fixed: Partial<Record<Product, Fix>>;
}

const text: Schema = {type: 'string', minLength: 1};
const productKeyed = (value: Schema): Schema => ({
  type: 'object',
  propertyNames: {enum: Object.keys(PRODUCTS)},
  additionalProperties: value,
});
const link: Schema = {type: 'string', pattern: '^https://github\\.com/[\\w.-]+/[\\w.-]+/blob/[0-9a-f]{40}/'};

const ENTRY_PROPERTIES: Record<keyof KnownIssue, Schema> = {
  id: {type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$'},
  title: {...text, maxLength: 70},
  summary: text,
  audiences: {type: 'array', minItems: 1, uniqueItems: true, items: {enum: Object.keys(AUDIENCES)}},
  products: {type: 'array', minItems: 1, uniqueItems: true, items: {enum: Object.keys(PRODUCTS)}},
  severity: {enum: Object.keys(SEVERITIES)},
  happens: text,
  workaround: text,
  code: {
    type: 'array',
    minItems: 1,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['label', 'url'],
      properties: {label: text, url: link},
    },
  },
  since: productKeyed({
    type: 'object',
    additionalProperties: false,
    required: ['release'],
    properties: {release: text, commit: {type: 'string', pattern: '^[0-9a-f]{7,40}$'}, atLeast: {type: 'boolean'}},
  }),
  fixed: productKeyed({
    type: 'object',
    additionalProperties: false,
    properties: {
      release: text,
      commit: {type: 'string', pattern: '^[0-9a-f]{40}$'},
      notAsOf: text,
      url: link,
      note: text,
    },
    // Exactly one of the three kinds, and a link to the code of a fix.
    oneOf: [{required: ['release']}, {required: ['commit']}, {required: ['notAsOf']}],
    dependentRequired: {release: ['url'], commit: ['url']},
  }),
};

const ENTRY_SCHEMA: Schema = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(ENTRY_PROPERTIES),
  properties: ENTRY_PROPERTIES,
};

const validator = new Validator(ENTRY_SCHEMA, '2020-12', false);

/** What is wrong with each entry of a parsed registry, as "entry <id>: <place>: <problem>" lines. */
export function registryProblems(entries: unknown): string[] {
  if (!Array.isArray(entries)) return ['the file must hold a YAML list of entries'];
  const problems: string[] = [];
  const seen = new Set<string>();
  entries.forEach((entry: unknown, index) => {
    const id = (entry as {id?: unknown} | null)?.id;
    const name = typeof id === 'string' ? `entry ${id}` : `entry #${index + 1}`;
    const result = validator.validate(entry);
    // The deepest errors say what is wrong; the ones above them only that something below is.
    const deepest = result.errors.filter(
      (unit) => !result.errors.some((other) => other.instanceLocation.startsWith(`${unit.instanceLocation}/`)),
    );
    for (const error of deepest) {
      problems.push(`${name}: ${error.instanceLocation.replace(/^#\/?/, '') || '(entry)'}: ${error.error}`);
    }
    if (!result.valid) return;
    const issue = entry as KnownIssue;
    if (seen.has(issue.id)) problems.push(`${name}: the id is used twice`);
    seen.add(issue.id);
    for (const field of ['since', 'fixed'] as const) {
      const keys = Object.keys(issue[field]).sort().join(', ');
      if (keys !== [...issue.products].sort().join(', '))
        problems.push(
          `${name}: ${field} must name each of its products (${issue.products.join(', ')}), not ${keys || 'none'}`,
        );
    }
  });
  return problems;
}

let cached: {file: string; modified: number; issues: KnownIssue[]} | undefined;

/** The registry's entries, read again when the file changed (the dev server regenerates on a change). */
export function loadKnownIssues(siteDir: string): KnownIssue[] {
  const file = path.join(siteDir, KNOWN_ISSUES.file);
  const modified = statSync(file).mtimeMs;
  if (cached?.file === file && cached.modified === modified) return cached.issues;
  let entries: unknown;
  try {
    entries = parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${KNOWN_ISSUES.file}: ${(error as Error).message}`);
  }
  const problems = registryProblems(entries);
  if (problems.length > 0) throw new Error(`${KNOWN_ISSUES.file}:\n  ${problems.join('\n  ')}`);
  cached = {file, modified, issues: entries as KnownIssue[]};
  return cached.issues;
}
