/**
 * `npm run mock:arkd` / `npm run mock:fulmine`: the API mocked on its real port (./mock-api-server.ts).
 * Usage: tsx scripts/mock-api.ts <arkd|fulmine> [--port N]; API_SPEC_DIR overrides the folder of <api>/openapi.yaml.
 */
import {MOCK_DEFAULTS, startMock} from './mock-api-server';

async function main(): Promise<void> {
  const [api, ...rest] = process.argv.slice(2);
  if (api !== 'arkd' && api !== 'fulmine') {
    console.error('Usage: tsx scripts/mock-api.ts <arkd|fulmine> [--port N]');
    process.exit(2);
  }
  const portFlag = rest.indexOf('--port');
  const port = portFlag >= 0 ? Number(rest[portFlag + 1]) : MOCK_DEFAULTS[api].port;

  const mock = await startMock(api, {port, verbose: true});
  console.log(`\n${api} mock ready: ${mock.baseUrl.replace('127.0.0.1', 'localhost')} (Ctrl+C to stop)`);
  if (api === 'fulmine') {
    console.log(`Requests to ${mock.baseUrl}/… reach Prism without the /api prefix.`);
  }

  const shutdown = () => {
    void mock.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
