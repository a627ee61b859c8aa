/**
 * `npm run sandbox:arkd` / `npm run sandbox:fulmine`: the wire-faithful sandbox (./server.ts) on the API's real port.
 * Usage: tsx scripts/sandbox/cli.ts <arkd|fulmine> [--port N] [--no-macaroons] [--cors]
 * --no-macaroons lets protected calls through without X-Macaroon (the daemons' ARK_NO_MACAROONS / FULMINE_NO_MACAROONS);
 * --cors adds arkd's CORS headers to fulmine, which the real fulmine never sends.
 */
import {MOCK_DEFAULTS} from '../mock-api-server';
import {startSandbox} from './server';

async function main(): Promise<void> {
  const [api, ...rest] = process.argv.slice(2);
  if (api !== 'arkd' && api !== 'fulmine') {
    console.error('Usage: tsx scripts/sandbox/cli.ts <arkd|fulmine> [--port N] [--no-macaroons] [--cors]');
    process.exit(2);
  }
  const portFlag = rest.indexOf('--port');
  const port = portFlag >= 0 ? Number(rest[portFlag + 1]) : MOCK_DEFAULTS[api].port;
  const sandbox = await startSandbox(api, {
    port,
    macaroons: !rest.includes('--no-macaroons'),
    fulmineCors: rest.includes('--cors'),
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
