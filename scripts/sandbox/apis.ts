/** Which APIs the sandbox serves, where they listen, and where their specs are. */
import path from 'node:path';
import {API_REFERENCES} from '../../src/constants';
import {specFileOf} from '../../src/features/apiReference/generate';

export type MockedApi = (typeof API_REFERENCES)[number]['id'];

/** The real ports and REST prefixes of the documented releases. */
export const MOCK_DEFAULTS = Object.fromEntries(API_REFERENCES.map(({id, localServer}) => [id, localServer])) as Record<
  MockedApi,
  {port: number; basePath: string}
>;

/** The root file of the API's spec: the site's own, or `<specDir>/<api>/openapi.yaml` when a spec tree is given. */
export function specFileFor(api: MockedApi, specDir = process.env.API_SPEC_DIR): string {
  const reference = API_REFERENCES.find((candidate) => candidate.id === api)!;
  // specFolder is repo-relative ("api-spec/arkd"); only its last segment names the API's folder in another tree.
  return specDir ? path.resolve(specDir, path.basename(reference.specFolder), 'openapi.yaml') : specFileOf(reference);
}
