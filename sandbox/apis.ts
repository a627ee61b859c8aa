// The two APIs the sandbox serves: where the documented releases listen, and where their specs are.
import path from 'node:path';

/** The real ports and REST prefixes of arkd v0.6.3 and fulmine v0.1.12 (tests/unit/sandbox-gateway.test.ts holds src/constants.ts to them). */
export const LOCAL_SERVERS = {
  arkd: {port: 7070, basePath: ''},
  fulmine: {port: 7001, basePath: '/api'},
} as const;

export type MockedApi = keyof typeof LOCAL_SERVERS;

/** `<specDir>/<api>/openapi.yaml`: the repository's api-spec/, `$API_SPEC_DIR`, or a folder a test names. */
export function specFileFor(api: MockedApi, specDir = process.env.API_SPEC_DIR): string {
  return path.resolve(specDir ?? path.join(__dirname, '../api-spec'), api, 'openapi.yaml');
}
