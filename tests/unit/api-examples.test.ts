import {describe, expect, it} from 'vitest';
import {ExampleValidator, formatProblems} from '../support/api-examples';
import {EACH_API, bundleSpec, nameOf, operationsOf} from '../support/api-specs';

describe.each(EACH_API)('the %s API specification', (_id, reference) => {
  it('has request and response examples that match their schemas', async () => {
    const {file, document} = await bundleSpec(reference);
    const validator = new ExampleValidator();
    validator.checkOperations(document);
    expect(validator.problems, formatProblems(file, validator.problems)).toEqual([]);
    expect(validator.checked, `${file} has no operation examples at all`).toBeGreaterThan(0);
  });

  it('has schema examples that match the schema they are written in', async () => {
    const {file, document} = await bundleSpec(reference);
    const validator = new ExampleValidator();
    validator.checkSchemas(document);
    expect(validator.problems, formatProblems(file, validator.problems)).toEqual([]);
  });

  it('shows a request example for every request body and a response example for every success', async () => {
    const {file, document} = await bundleSpec(reference);
    const problems: string[] = [];
    for (const operation of operationsOf(document)) {
      const {requestBody, responses} = operation.operation as {
        requestBody?: {content?: Record<string, {example?: unknown; examples?: object}>};
        responses?: Record<string, {content?: Record<string, {example?: unknown; examples?: object}>}>;
      };
      const hasExample = (content?: Record<string, {example?: unknown; examples?: object}>) =>
        Object.values(content ?? {}).some(
          (media) =>
            media.example !== undefined || (media.examples !== undefined && Object.keys(media.examples).length > 0),
        );
      if (requestBody?.content && !hasExample(requestBody.content))
        problems.push(`${nameOf(operation)}: the request body has no example`);
      for (const [status, response] of Object.entries(responses ?? {})) {
        if (/^2/.test(status) && response.content && !hasExample(response.content))
          problems.push(`${nameOf(operation)}: response ${status} has no example`);
      }
    }
    expect(problems, `${file}:\n${problems.join('\n')}`).toEqual([]);
  });
});
