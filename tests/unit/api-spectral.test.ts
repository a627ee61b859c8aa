/**
 * Stoplight Spectral's `spectral:oas` ruleset, the linter third-party tools run on OpenAPI documents, finds no error in
 * either bundled spec. It reads the documents the site serves: bundled by src/features/apiReference/bundle.ts, refs
 * to named components kept, as the YAML readers download.
 */
import {Document, Spectral, type ISpectralDiagnostic, type RulesetDefinition} from '@stoplight/spectral-core';
import {Yaml} from '@stoplight/spectral-parsers';
import {oas} from '@stoplight/spectral-rulesets';
import {describe, expect, it, vi} from 'vitest';
import {bundleSpecFile, toYaml} from '../../src/features/apiReference/bundle';
import {specFileOf} from '../../src/features/apiReference/generate';
import {EACH_API} from '../support/api-specs';

vi.setConfig({testTimeout: 120_000});

/** Spectral's severities: 0 error, 1 warning, 2 information, 3 hint. */
const ERROR = 0 as ISpectralDiagnostic['severity'];

function describeDiagnostic(file: string, diagnostic: ISpectralDiagnostic): string {
  const {line, character} = diagnostic.range.start;
  return `${file}:${line + 1}:${character + 1} ${diagnostic.code} (#/${diagnostic.path.join('/')}): ${diagnostic.message}`;
}

describe.each(EACH_API)('Spectral spectral:oas on the bundled %s spec', (_id, reference) => {
  it('reports no error', async () => {
    const {file, document} = await bundleSpecFile(specFileOf(reference));
    const spectral = new Spectral();
    // What a `.spectral.yaml` of `extends: spectral:oas` runs: the ruleset's recommended rules.
    spectral.setRuleset({extends: [[oas as RulesetDefinition, 'recommended']]});
    const diagnostics = await spectral.run(new Document(toYaml(document), Yaml, file));
    const errors = diagnostics.filter((diagnostic) => diagnostic.severity === ERROR);
    expect(
      errors.map((error) => describeDiagnostic(file, error)),
      `${errors.length} error(s)`,
    ).toEqual([]);
  });
});
