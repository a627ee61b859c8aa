/**
 * `npm test`: every check of the repository, each step timed.
 *
 * `setup` runs first. Then two lanes run side by side, each one step after the other:
 * - the site lane: the checked build, then the browser suite, which serves the `build/` it wrote
 *   (playwright.config.ts); nothing else builds the site;
 * - the checks lane: types, specs, audit, unit tests and lint. None of them reads `build/`; the unit tests that
 *   build a site build a fixture of their own in a temporary folder.
 * The browser suite keeps both cores of our machines busy most of the time (its two workers, their Chromiums and the
 * server); the checks lane's steps, each on one core, take what it leaves, and both lanes end at about the same time.
 *
 * A step's output is printed in one block when the step ends, so that the lanes' lines never interleave. The first
 * failure stops the other lane too (its running step is ended) and the run exits with the failed step's code. A
 * table of wall and CPU times ends every run, failed or not, so that a slow step shows.
 *
 * `npm test -- <step>…` runs only the named steps, each in its lane and order (e.g. `npm test -- build browser`).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {availableParallelism, loadavg} from 'node:os';
import {performance} from 'node:perf_hooks';

interface Step {
  name: string;
  /** The npm script the step runs; README's test section lists the same ones. */
  script: string;
}

const SETUP: Step = {name: 'setup', script: 'test:setup'};
const LANES: ReadonlyArray<readonly Step[]> = [
  [
    {name: 'build', script: 'build:checked'},
    {name: 'browser', script: 'test:e2e'},
  ],
  [
    {name: 'types', script: 'typecheck'},
    {name: 'specs', script: 'lint:api'},
    {name: 'audit', script: 'test:audit'},
    {name: 'unit', script: 'test:unit'},
    {name: 'lint', script: 'lint'},
  ],
];
const ALL_STEPS: readonly Step[] = [SETUP, ...LANES.flat()];

type Result = 'passed' | 'failed' | 'stopped';

interface Outcome {
  step: Step;
  seconds: number;
  /** CPU time of the step's whole process tree (user + system), as bash's `times` reports it. */
  cpuSeconds?: number;
  exitCode: number;
  result: Result;
}

/** Exit code of a step ended because the other lane failed: 128 + SIGTERM. */
const STOPPED_EXIT_CODE = 143;

function selectedSteps(names: string[]): Set<string> {
  if (names.length === 0) return new Set(ALL_STEPS.map((step) => step.name));
  const unknown = names.filter((name) => !ALL_STEPS.some((step) => step.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `scripts/test.ts: no step named ${unknown.join(', ')}; the steps are ${ALL_STEPS.map((step) => step.name).join(', ')}.`,
    );
  }
  return new Set(names);
}

/**
 * The children's CPU time that bash's `times` prints as its second line ("0m12.340s 0m1.200s": user, then system).
 * Read from the shell that ran the step, it covers every process of the step that was waited for: servers and
 * browsers, but not Chromium's page renderers (see machineBusySeconds).
 */
function cpuSecondsOf(timesOutput: string): number | undefined {
  const childrenLine = timesOutput.trim().split('\n')[1];
  const times = [...(childrenLine ?? '').matchAll(/(\d+)m([\d.]+)s/g)].map(
    ([, minutes, seconds]) => Number(minutes) * 60 + Number(seconds),
  );
  return times.length === 2 ? times[0]! + times[1]! : undefined;
}

/**
 * Seconds of CPU the whole machine has spent busy since boot, from Linux's /proc/stat (in USER_HZ, 100 per second
 * on every Linux build Node supports); undefined elsewhere. The steps' own CPU times miss Chromium's page renderers:
 * Chromium leaves them to be reaped by init, so no step's process tree is charged for them.
 */
function machineBusySeconds(): number | undefined {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
  } catch {
    return undefined;
  }
}

class StepRunner {
  private readonly running = new Set<ChildProcess>();
  private stopping = false;

  /** True once a step has failed: no lane starts another step. */
  get stopped(): boolean {
    return this.stopping;
  }

  run(step: Step): Promise<Outcome> {
    console.log(`▶ ${step.name}: npm run ${step.script}`);
    const started = performance.now();
    const output: Buffer[] = [];
    let times = '';
    // bash runs the step and then `times` into file descriptor 3, which carries nothing else. Its own process group
    // (detached) lets stop() end the step with everything it started.
    const child = spawn('bash', ['-c', `npm run --silent ${step.script}; status=$?; times >&3; exit $status`], {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      detached: true,
      // Piped output loses its colours unless asked for; keep them when the run itself is on a terminal.
      env: process.stdout.isTTY ? {...process.env, FORCE_COLOR: '1'} : process.env,
    });
    this.running.add(child);
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk));
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => (times += chunk.toString()));

    return new Promise((resolve) => {
      const finish = (exitCode: number) => {
        this.running.delete(child);
        const seconds = (performance.now() - started) / 1000;
        const result: Result = exitCode === 0 ? 'passed' : this.stopping ? 'stopped' : 'failed';
        const outcome: Outcome = {step, seconds, cpuSeconds: cpuSecondsOf(times), exitCode, result};
        if (result === 'failed') this.stop();
        const text = Buffer.concat(output).toString().trimEnd();
        console.log(`\n━━ ${step.name} (npm run ${step.script}): ${describe(outcome)}\n${text ? `${text}\n` : ''}`);
        resolve(outcome);
      };
      child.on('error', (error) => {
        output.push(Buffer.from(`Could not start npm run ${step.script}: ${error.message}\n`));
        finish(1);
      });
      child.on('close', (code, signal) => finish(code ?? (signal ? STOPPED_EXIT_CODE : 1)));
    });
  }

  /** Ends every running step and starts no other. */
  stop(): void {
    this.stopping = true;
    for (const child of this.running) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // The step ended on its own meanwhile.
      }
    }
  }
}

function formatSeconds(seconds: number): string {
  // In tenths first, so that 179.96 s reads "3 m 00.0 s", not "2 m 60.0 s".
  const tenths = Math.round(seconds * 10);
  const minutes = Math.floor(tenths / 600);
  const rest = ((tenths - minutes * 600) / 10).toFixed(1);
  return minutes > 0 ? `${minutes} m ${rest.padStart(4, '0')} s` : `${rest} s`;
}

function verdictOf({result, exitCode}: Outcome): string {
  return {passed: 'passed', failed: `FAILED (exit ${exitCode})`, stopped: 'stopped (another step failed)'}[result];
}

function describe(outcome: Outcome): string {
  return `${verdictOf(outcome)} in ${formatSeconds(outcome.seconds)}`;
}

function summary(outcomes: Outcome[], notRun: readonly Step[], totalSeconds: number, totalCpu?: number): string {
  const cpu = (seconds: number | undefined) => (seconds === undefined ? '' : formatSeconds(seconds));
  const rows = [
    ...outcomes.map((outcome) => [
      outcome.step.name,
      `npm run ${outcome.step.script}`,
      formatSeconds(outcome.seconds),
      cpu(outcome.cpuSeconds),
      verdictOf(outcome),
    ]),
    ...notRun.map((step) => [step.name, `npm run ${step.script}`, '', '', 'not run']),
    ['total', '', formatSeconds(totalSeconds), cpu(totalCpu), ''],
  ];
  const header = ['step', 'command', 'wall time', 'CPU time', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  const selected = selectedSteps(process.argv.slice(2));
  const runner = new StepRunner();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      runner.stop();
      process.exit(130);
    });
  }
  const loadAtStart = loadavg()[0]!;
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const machineBusyAtStart = machineBusySeconds();
  const outcomes: Outcome[] = [];

  async function runLane(steps: readonly Step[]): Promise<void> {
    for (const step of steps) {
      if (!selected.has(step.name)) continue;
      if (runner.stopped) return;
      outcomes.push(await runner.run(step));
    }
  }

  await runLane([SETUP]);
  await Promise.all(LANES.map(runLane));

  const ran = new Set(outcomes.map((outcome) => outcome.step.name));
  const notRun = ALL_STEPS.filter((step) => selected.has(step.name) && !ran.has(step.name));
  const stepsCpu = outcomes.every((outcome) => outcome.cpuSeconds !== undefined)
    ? outcomes.reduce((sum, outcome) => sum + outcome.cpuSeconds!, 0)
    : undefined;
  const ownCpu = process.cpuUsage(cpuAtStart);
  const totalCpu = stepsCpu === undefined ? undefined : stepsCpu + (ownCpu.user + ownCpu.system) / 1e6;
  const totalSeconds = (performance.now() - started) / 1000;
  console.log(`\n${summary(outcomes, notRun, totalSeconds, totalCpu)}`);
  const machineBusyAtEnd = machineBusySeconds();
  if (machineBusyAtStart !== undefined && machineBusyAtEnd !== undefined) {
    const busy = machineBusyAtEnd - machineBusyAtStart;
    const available = totalSeconds * availableParallelism();
    console.log(
      `CPU time counts each step's own processes, not Chromium's page renderers. The machine was busy for ${formatSeconds(busy)} of the ${formatSeconds(available)} its cores had (${Math.round((100 * busy) / available)} %).`,
    );
  }
  // Wall times mean little without the machine's load: the same run takes twice as long on a machine twice as busy.
  console.log(
    `Load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end, on ${availableParallelism()} cores.`,
  );
  const failed = outcomes.find((outcome) => outcome.result === 'failed');
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
