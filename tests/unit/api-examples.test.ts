/**
 * The bitcoin and Ark values of the specs' examples decode, and each line of a stream's example matches its schema.
 * That every example matches its schema otherwise, and that bodies and successes show one, is Redocly's to check
 * (api-spec/redocly.yaml, run by `npm run lint:api`).
 */
import {describe, expect, it, vi} from 'vitest';
import {ExampleValidator, formatProblems} from '../support/api-examples';
import {EACH_API, bundleSpec} from '../support/api-specs';

// Bundling a spec and compiling its schemas take seconds, much more on a busy machine.
vi.setConfig({testTimeout: 120_000});

describe.each(EACH_API)('the %s API specification', (_id, reference) => {
  it('has request, parameter and response examples whose formatted values decode', async () => {
    const {file, document} = await bundleSpec(reference);
    const validator = new ExampleValidator();
    validator.checkOperations(document);
    expect(validator.problems, formatProblems(file, validator.problems)).toEqual([]);
    expect(validator.checked, `${file} has no operation examples at all`).toBeGreaterThan(0);
  });

  it('has schema examples whose formatted values decode', async () => {
    const {file, document} = await bundleSpec(reference);
    const validator = new ExampleValidator();
    validator.checkSchemas(document);
    expect(validator.problems, formatProblems(file, validator.problems)).toEqual([]);
    expect(validator.checked, `${file} has no schema examples at all`).toBeGreaterThan(0);
  });
});

describe('the example checker', () => {
  const txid = {type: 'string', format: 'txid'} as const;
  const operation = (example: unknown, extra: object = {}) => ({
    paths: {
      '/v1/tx': {
        get: {
          ...extra,
          responses: {'200': {content: {'application/json': {schema: {type: 'object', properties: {txid}}, example}}}},
        },
      },
    },
  });

  it('reports a value that does not decode, with the reason', () => {
    const validator = new ExampleValidator();
    validator.checkOperations(operation({txid: 'not-a-txid'}) as never);
    expect(validator.problems).toHaveLength(1);
    expect(validator.problems[0]!.where).toContain('GET /v1/tx › response 200 application/json › example');
  });

  it("leaves the rest of the schema to Redocly, except a stream's example body, whose lines it validates in full", () => {
    const plain = new ExampleValidator();
    plain.checkOperations(operation({txid: 42}) as never);
    expect(plain.problems).toEqual([]);
    const good = {txid: 'ab'.repeat(32)};
    const stream = (lines: unknown[]) => {
      const validator = new ExampleValidator();
      const document = operation(lines[0], {'x-stream': 'ndjson'});
      Object.assign(document.paths['/v1/tx'].get.responses['200'].content['application/json'], {
        'x-stream-example': lines,
      });
      validator.checkOperations(document as never);
      return validator.problems.map((problem) => problem.where);
    };
    expect(stream([good, {txid: 42}])).toEqual([expect.stringContaining('x-stream-example, line 2')]);
    expect(stream([good, good])).toEqual([]);
  });

  it('checks a number format as the bounds it stands for, and refuses a format no check knows', () => {
    const problems = (example: number, format: string) => {
      const validator = new ExampleValidator();
      validator.check(example, {type: 'integer', format}, 'the example');
      return validator.problems.map((problem) => problem.message);
    };
    expect(problems(7, 'uint32')).toEqual([]);
    expect(problems(-1, 'uint32')).toEqual([expect.stringContaining('-1 is less than 0')]);
    expect(problems(2 ** 31, 'int32')).toEqual([expect.stringContaining('is greater than')]);
    expect(problems(7, 'uint23')).toEqual(['its schema names formats no check knows: uint23']);
  });

  it("requires a stream's example body, with its example as the first line", () => {
    const validator = new ExampleValidator();
    validator.checkOperations(operation({txid: 'ab'.repeat(32)}, {'x-stream': 'ndjson'}) as never);
    expect(validator.problems.map((problem) => problem.message)).toEqual([expect.stringContaining('x-stream-example')]);
  });
});
