/**
 * `npm test`: every check of the repository, in order, each step timed.
 *
 * Steps run one after the other and the run stops at the first failure with that step's exit code. The checked
 * build is the only build: the browser suite serves the `build/` it wrote (playwright.config.ts), and nothing after
 * it builds the site again. A summary table of wall times ends every run, failed or not, so that a slow step shows.
 *
 * `npm test -- <step>…` runs only the named steps, in the same order (e.g. `npm test -- build browser`).
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {availableParallelism, loadavg} from 'node:os';
import {performance} from 'node:perf_hooks';

interface Step {
  name: string;
  /** The npm script the step runs; README's test section lists the same ones. */
  script: string;
}

const STEPS: readonly Step[] = [
  {name: 'setup', script: 'test:setup'},
  {name: 'types', script: 'typecheck'},
  {name: 'lint', script: 'lint'},
  {name: 'specs', script: 'lint:api'},
  {name: 'unit', script: 'test:unit'},
  {name: 'audit', script: 'test:audit'},
  {name: 'build', script: 'build:checked'},
  {name: 'browser', script: 'test:e2e'},
];

interface Outcome {
  step: Step;
  seconds: number;
  /** CPU time of the step's whole process tree, where the system tells it (Linux); undefined elsewhere. */
  cpuSeconds?: number;
  exitCode: number;
}

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of the CPU times in /proc. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time used so far by this process's finished children and everything they waited for (cutime + cstime of
 * /proc/self/stat). Measured around a step, it is the CPU the step used: on a shared machine wall times swing with
 * the load, CPU times much less, and CPU time well below wall time × cores shows a step that mostly waits.
 */
function childrenCpuSeconds(): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  // The fields after the command name, which is in parentheses and may hold spaces; cutime and cstime are the 16th
  // and 17th fields of the whole line.
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS_PER_SECOND;
}

function selectedSteps(names: string[]): readonly Step[] {
  if (names.length === 0) return STEPS;
  const unknown = names.filter((name) => !STEPS.some((step) => step.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `scripts/test.ts: no step named ${unknown.join(', ')}; the steps are ${STEPS.map((step) => step.name).join(', ')}.`,
    );
  }
  return STEPS.filter((step) => names.includes(step.name));
}

function run(step: Step): Promise<Outcome> {
  console.log(`\n▶ ${step.name}: npm run ${step.script}`);
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step.script], {stdio: 'inherit'});
    const finish = (exitCode: number) => {
      const cpuAfter = childrenCpuSeconds();
      const cpuSeconds = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
      resolve({step, seconds: (performance.now() - started) / 1000, cpuSeconds, exitCode});
    };
    child.on('error', (error) => {
      console.error(`Could not start npm run ${step.script}: ${error.message}`);
      finish(1);
    });
    child.on('exit', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = (seconds - minutes * 60).toFixed(1);
  return minutes > 0 ? `${minutes} m ${rest.padStart(4, '0')} s` : `${rest} s`;
}

function summary(outcomes: Outcome[], skipped: readonly Step[], totalSeconds: number): string {
  const cpu = (seconds: number | undefined) => (seconds === undefined ? '' : formatSeconds(seconds));
  const totalCpu = outcomes.every((outcome) => outcome.cpuSeconds !== undefined)
    ? outcomes.reduce((sum, outcome) => sum + outcome.cpuSeconds!, 0)
    : undefined;
  const rows = [
    ...outcomes.map(({step, seconds, cpuSeconds, exitCode}) => [
      step.name,
      `npm run ${step.script}`,
      formatSeconds(seconds),
      cpu(cpuSeconds),
      exitCode === 0 ? 'passed' : `FAILED (exit ${exitCode})`,
    ]),
    ...skipped.map((step) => [step.name, `npm run ${step.script}`, '', '', 'not run']),
    ['total', '', formatSeconds(totalSeconds), cpu(totalCpu), ''],
  ];
  const header = ['step', 'command', 'wall time', 'CPU time', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  const steps = selectedSteps(process.argv.slice(2));
  const loadAtStart = loadavg()[0]!;
  const started = performance.now();
  const outcomes: Outcome[] = [];
  for (const step of steps) {
    const outcome = await run(step);
    outcomes.push(outcome);
    console.log(
      `◀ ${step.name}: ${outcome.exitCode === 0 ? 'passed' : `failed with exit code ${outcome.exitCode}`} in ${formatSeconds(outcome.seconds)}`,
    );
    if (outcome.exitCode !== 0) break;
  }
  const failed = outcomes.find((outcome) => outcome.exitCode !== 0);
  console.log(`\n${summary(outcomes, steps.slice(outcomes.length), (performance.now() - started) / 1000)}`);
  // Wall times mean little without the machine's load: the same run takes twice as long on a machine twice as busy.
  console.log(
    `Load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end, on ${availableParallelism()} cores.`,
  );
  if (failed) {
    console.error(
      `\nnpm test stopped at "${failed.step.name}" (npm run ${failed.step.script}), exit code ${failed.exitCode}.`,
    );
    process.exit(failed.exitCode);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
