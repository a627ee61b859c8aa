/**
 * `npm run build:checked`: the production build, failing on what the
 * specification keeps as mere build warnings (§8). The config leaves
 * onBrokenLinks & co. at 'warn', as the specification says; this gate turns a
 * broken link, broken markdown link, broken anchor or duplicate route into a
 * failed test run, naming the page or file Docusaurus reported.
 */
import {spawn} from 'node:child_process';

const GATED_WARNINGS: Array<{name: string; pattern: RegExp}> = [
  {name: 'broken link', pattern: /found broken links/i},
  {name: 'broken anchor', pattern: /found broken anchors/i},
  {name: 'broken markdown link', pattern: /markdown link couldn't be resolved/i},
  {name: 'duplicate route', pattern: /duplicate routes found/i},
];

function runBuild(args: string[]): Promise<{code: number; output: string}> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['docusaurus', 'build', ...args], {
      env: {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const forward = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      stream.write(chunk);
    };
    child.stdout.on('data', forward(process.stdout));
    child.stderr.on('data', forward(process.stderr));
    child.on('close', (code) => resolve({code: code ?? 1, output}));
  });
}

/** The report that follows each gated warning, up to the next log entry. */
function reportsOf(output: string): string[] {
  const entries = output.split(/\n(?=\[(?:INFO|WARNING|ERROR|SUCCESS)\])/);
  return entries.filter((entry) => GATED_WARNINGS.some(({pattern}) => pattern.test(entry)));
}

async function main(): Promise<void> {
  const {code, output} = await runBuild(process.argv.slice(2));
  if (code !== 0) {
    process.exit(code);
  }
  const reports = reportsOf(output);
  if (reports.length > 0) {
    const kinds = GATED_WARNINGS.filter(({pattern}) => reports.some((report) => pattern.test(report))).map(({name}) => name);
    console.error(`\nThe build reported ${kinds.join(', ')} warnings; fix them (each report above names the page or file):\n`);
    console.error(reports.join('\n\n'));
    process.exit(1);
  }
  console.log('\nBuild clean: no broken links, broken anchors, broken markdown links or duplicate routes.');
}

void main();
