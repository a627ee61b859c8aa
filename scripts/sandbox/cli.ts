/**
 * `npm run mock:arkd` / `npm run mock:fulmine`: the wire-faithful sandbox (./server.ts) on the API's real port.
 * Usage: tsx scripts/sandbox/cli.ts <arkd|fulmine> [--port N] [--no-macaroons] [--no-release-faults] [--no-cors]
 * --no-macaroons lets protected calls through without X-Macaroon (the daemons' ARK_NO_MACAROONS / FULMINE_NO_MACAROONS);
 * --no-release-faults lets through the calls the releases refuse whatever macaroon is sent (arkd's indexer, fulmine's
 * notifications and /healthz); --no-cors leaves out the CORS headers of fulmine's sandbox, as a real fulmine sends none.
 */
import {existsSync} from 'node:fs';
import {MOCK_DEFAULTS, specFileFor} from './apis';
import {startSandbox} from './server';

async function main(): Promise<void> {
  const [api, ...rest] = process.argv.slice(2);
  if (api !== 'arkd' && api !== 'fulmine') {
    console.error(
      'Usage: tsx scripts/sandbox/cli.ts <arkd|fulmine> [--port N] [--no-macaroons] [--no-release-faults] [--no-cors]',
    );
    process.exit(2);
  }
  const portFlag = rest.indexOf('--port');
  const port = portFlag >= 0 ? Number(rest[portFlag + 1]) : MOCK_DEFAULTS[api].port;
  const specFile = specFileFor(api);
  if (!existsSync(specFile)) {
    throw new Error(
      `No OpenAPI spec for ${api} at ${specFile}. Set API_SPEC_DIR to the folder that holds ${api}/openapi.yaml.`,
    );
  }
  const sandbox = await startSandbox(api, {
    port,
    macaroons: !rest.includes('--no-macaroons'),
    fulmineCors: !rest.includes('--no-cors'),
    releaseFaults: !rest.includes('--no-release-faults'),
  });
  console.log(`${api} sandbox ready: ${sandbox.baseUrl.replace('127.0.0.1', 'localhost')} (Ctrl+C to stop)`);

  const shutdown = () => {
    void sandbox.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
