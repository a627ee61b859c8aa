/**
 * Stoplight Spectral's `spectral:oas` ruleset, the linter third-party tools run on OpenAPI documents, finds no error in
 * either bundled spec. It reads the documents the site serves: bundled by src/features/apiReference/bundle.ts, refs
 * to named components kept, as the YAML readers download. A small document with the fault the specs once had shows
 * that the ruleset runs its rules here.
 */
import {Document, Spectral, type ISpectralDiagnostic, type RulesetDefinition} from '@stoplight/spectral-core';
import {Yaml} from '@stoplight/spectral-parsers';
import {oas} from '@stoplight/spectral-rulesets';
import {describe, expect, it, vi} from 'vitest';
import {bundleSpecFile, specFileOf, toYaml} from '../../src/features/apiReference/bundle';
import {EACH_API} from '../support/api-specs';

vi.setConfig({testTimeout: 120_000});

/** Spectral's severities: 0 error, 1 warning, 2 information, 3 hint. */
const ERROR = 0 as ISpectralDiagnostic['severity'];

function describeDiagnostic(file: string, diagnostic: ISpectralDiagnostic): string {
  const {line, character} = diagnostic.range.start;
  return `${file}:${line + 1}:${character + 1} ${diagnostic.code} (#/${diagnostic.path.join('/')}): ${diagnostic.message}`;
}

/** What a `.spectral.yaml` of `extends: spectral:oas` runs: the ruleset's recommended rules. */
function recommendedSpectral(): Spectral {
  const spectral = new Spectral();
  spectral.setRuleset({extends: [[oas as RulesetDefinition, 'recommended']]});
  return spectral;
}

/**
 * A stream whose example is its NDJSON transcript as one multi-line string, as the specs had it before
 * `x-stream-example`: a string is no example of an object schema.
 */
const MULTI_LINE_STREAM_EXAMPLE = `openapi: 3.1.0
info:
  title: Negative control
  version: 1.0.0
  description: A stream with a multi-line string example.
  contact: {name: Docs}
servers:
  - url: http://localhost:7070
tags:
  - name: events
    description: Events.
paths:
  /v1/events:
    get:
      operationId: getEventStream
      summary: Event stream
      description: One JSON object per line.
      tags: [events]
      responses:
        '200':
          description: The stream.
          content:
            application/json:
              schema:
                type: object
                properties:
                  result: {type: object}
              example: |
                {"result":{"roundSigning":{}}}
                {"result":{"roundFinalized":{}}}
`;

describe('Spectral spectral:oas on a document with a known fault', () => {
  it('reports the multi-line string example as oas3-valid-media-example', async () => {
    const diagnostics = await recommendedSpectral().run(new Document(MULTI_LINE_STREAM_EXAMPLE, Yaml, 'control.yaml'));
    const errors = diagnostics.filter((diagnostic) => diagnostic.severity === ERROR);
    expect(errors.map(({code, path}) => [code, path.join(' › ')])).toEqual([
      [
        'oas3-valid-media-example',
        ['paths', '/v1/events', 'get', 'responses', '200', 'content', 'application/json', 'example'].join(' › '),
      ],
    ]);
  });
});

describe.each(EACH_API)('Spectral spectral:oas on the bundled %s spec', (_id, reference) => {
  it('reports no error', async () => {
    const {file, document} = await bundleSpecFile(specFileOf(reference));
    const diagnostics = await recommendedSpectral().run(new Document(toYaml(document), Yaml, file));
    const errors = diagnostics.filter((diagnostic) => diagnostic.severity === ERROR);
    expect(
      errors.map((error) => describeDiagnostic(file, error)),
      `${errors.length} error(s)`,
    ).toEqual([]);
  });
});
