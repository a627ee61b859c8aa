// `npm run arkd` / `npm run fulmine` here, `npm run mock:arkd` / `npm run mock:fulmine` at the repository's root: the
// wire-faithful sandbox (./server.ts) on the API's real port.
// --no-macaroons lets protected calls through without X-Macaroon (the daemons' ARK_NO_MACAROONS / FULMINE_NO_MACAROONS);
// --no-release-faults lets through the calls the releases refuse whatever macaroon is sent (arkd's indexer, fulmine's
// notifications and /healthz); --no-cors leaves out the CORS headers of fulmine's sandbox, as a real fulmine sends none.
import {existsSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {LOCAL_SERVERS, specFileFor} from './apis';
import {startSandbox} from './server';

const USAGE = 'Usage: npm run <arkd|fulmine> -- [--port N] [--no-macaroons] [--no-release-faults] [--no-cors]';

function exitWithUsage(problem?: string): never {
  if (problem) console.error(problem);
  console.error(USAGE);
  process.exit(2);
}

/** The command line, strictly: a misspelt flag stops the sandbox rather than leaving it on defaults unseen. */
function parsedArguments() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        port: {type: 'string'},
        'no-macaroons': {type: 'boolean', default: false},
        'no-release-faults': {type: 'boolean', default: false},
        'no-cors': {type: 'boolean', default: false},
      },
    });
  } catch (error) {
    return exitWithUsage(error instanceof Error ? error.message : String(error));
  }
}

/** The value of `--port`: a whole number from 0 (any free port) to 65535, or the API's real port without the flag. */
function portOf(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^[0-9]{1,5}$/.test(value) || Number(value) > 65535) {
    exitWithUsage(`--port needs a number from 0 to 65535, got ${JSON.stringify(value)}.`);
  }
  return Number(value);
}

async function main(): Promise<void> {
  const {values, positionals} = parsedArguments();
  const [api, ...extra] = positionals;
  if (api !== 'arkd' && api !== 'fulmine') exitWithUsage();
  if (extra.length > 0) exitWithUsage(`Unexpected argument ${JSON.stringify(extra[0])}.`);
  const port = portOf(values.port, LOCAL_SERVERS[api].port);
  const specFile = specFileFor(api);
  if (!existsSync(specFile)) {
    throw new Error(
      `No OpenAPI spec for ${api} at ${specFile}. Set API_SPEC_DIR to the folder that holds ${api}/openapi.yaml.`,
    );
  }
  const sandbox = await startSandbox(api, {
    port,
    macaroons: !values['no-macaroons'],
    fulmineCors: !values['no-cors'],
    releaseFaults: !values['no-release-faults'],
  });
  console.log(`${api} sandbox ready: ${sandbox.baseUrl.replace('127.0.0.1', 'localhost')} (Ctrl+C to stop)`);

  const shutdown = () => {
    void sandbox.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
  console.error(taken ? `${message}: stop what listens there, or pass -- --port N.` : message);
  process.exit(1);
});
