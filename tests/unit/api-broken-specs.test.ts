import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REPO_ROOT, bundleSpecFile} from '../support/api-specs';

const FIXTURES = path.join(REPO_ROOT, 'tests/fixtures/broken-specs');

// The spec tests bundle each spec with bundleSpecFile; when a spec is broken, its error
// must point the author at the file to fix.
describe('bundling a broken specification fails and names the file at fault', () => {
  it('a referenced file that is not valid YAML', async () => {
    const bundling = bundleSpecFile(path.join(FIXTURES, 'invalid-yaml/openapi.yaml'));
    await expect(bundling).rejects.toThrow('tests/fixtures/broken-specs/invalid-yaml/paths/v1_info.yaml');
    await expect(bundling).rejects.toThrow(/Failed to parse/);
  });

  it('a $ref to a file that does not exist', async () => {
    const bundling = bundleSpecFile(path.join(FIXTURES, 'broken-ref/openapi.yaml'));
    await expect(bundling).rejects.toThrow('tests/fixtures/broken-specs/broken-ref/openapi.yaml');
    await expect(bundling).rejects.toThrow('components/schemas/Missing.yaml');
  });

  it('a root document that is not valid YAML', async () => {
    const bundling = bundleSpecFile(path.join(FIXTURES, 'invalid-root/openapi.yaml'));
    await expect(bundling).rejects.toThrow('tests/fixtures/broken-specs/invalid-root/openapi.yaml');
  });

  it('a root document that does not exist', async () => {
    await expect(bundleSpecFile(path.join(FIXTURES, 'no-such-folder/openapi.yaml'))).rejects.toThrow(
      'tests/fixtures/broken-specs/no-such-folder/openapi.yaml',
    );
  });
});
