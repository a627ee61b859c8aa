/**
 * Redocly's linter over both specs, with the rules of api-spec/redocly.yaml and the exemptions of its ignore file.
 * It runs through @redocly/openapi-core, the engine the site already bundles with, rather than @redocly/cli: the same
 * rules and results, without the CLI's dependencies (a fifth of `npm ci`) or its calls home.
 */
import path from 'node:path';
import {lint, loadConfig} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';
import {describeProblem, REDOCLY_CONFIG} from '../../src/features/apiReference/bundle';

const config = await loadConfig({configPath: REDOCLY_CONFIG});
const apis = Object.entries(config.apis);

describe('Redocly lint (api-spec/redocly.yaml)', () => {
  it('lists both APIs', () => {
    expect(apis.map(([name]) => name).sort()).toEqual(['arkd', 'fulmine']);
  });

  it.each(apis)('finds no problem in %s', async (_name, api) => {
    const root = path.resolve(path.dirname(REDOCLY_CONFIG), api.root);
    const problems = await lint({ref: root, config});
    const reported = problems.filter((problem) => !problem.ignored);
    expect(reported.map(describeProblem), `${reported.length} problem(s)`).toEqual([]);
  });
});
