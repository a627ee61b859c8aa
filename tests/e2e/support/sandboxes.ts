/**
 * The sandboxes the references' request consoles call (api-console.spec.ts), started once per run (Playwright's
 * global setup) on ports the system picks, so that an arkd or fulmine of the developer's own on 7070 or 7001 stops
 * nothing. Pages still call localhost:7070 and localhost:7001/api, as a reader's do: Chromium maps those addresses to
 * this run's sandboxes (`sandboxHostRules` in ./settings.ts).
 */
import {LOCAL_SERVERS, type MockedApi} from '../../../sandbox/apis';
import {startSandbox} from '../../../sandbox/server';
import {sandboxPortVariable} from './settings';

export default async function startSandboxes(): Promise<() => Promise<void>> {
  const apis = Object.keys(LOCAL_SERVERS) as MockedApi[];
  const sandboxes = await Promise.all(apis.map((api) => startSandbox(api, {port: 0})));
  for (const sandbox of sandboxes) process.env[sandboxPortVariable(sandbox.api)] = String(sandbox.port);
  return async () => {
    await Promise.all(sandboxes.map((sandbox) => sandbox.stop()));
  };
}
