// `npm run bench:build [runs]`: build time and peak memory against the stock Docusaurus 3.7.0 template, cold then
// warm. The sites alternate so that other load hits them alike; the ratios are the result, not the absolute times.
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {SITE_DIR, STOCK_FASTER_CONFIG, ensureStockTemplate} from './stockTemplate';
import {median, printTable, ratio} from './stats';

const RUNS = Math.max(3, Number(process.argv[2] ?? 3));

type Site = {name: string; dir: string; args: string[]};

type Measurement = {seconds: number; peakMegabytes: number};

/** Sum of the resident memory of a process and all its descendants, in kB (Linux /proc). */
function treeRssKb(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we read it.
    }
  }
  const stack = [rootPid];
  let total = 0;
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function clearCaches(site: Site): void {
  for (const folder of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(path.join(site.dir, folder), {recursive: true, force: true});
  }
}

function build(site: Site): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn('npx', ['docusaurus', 'build', ...site.args], {
      cwd: site.dir,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    let peakKb = 0;
    const sampler = setInterval(() => {
      peakKb = Math.max(peakKb, treeRssKb(child.pid!));
    }, 100);
    child.on('close', (code) => {
      clearInterval(sampler);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) {
        reject(new Error(`${site.name}: docusaurus build failed (exit ${code})\n${errors.slice(-2000)}`));
        return;
      }
      resolve({seconds, peakMegabytes: peakKb / 1024});
    });
  });
}

async function main(): Promise<void> {
  const stockDir = ensureStockTemplate();
  const sites: Site[] = [
    {name: 'ours (Rspack)', dir: SITE_DIR, args: []},
    {name: 'stock (webpack)', dir: stockDir, args: []},
    {name: 'stock (Rspack)', dir: stockDir, args: ['--config', STOCK_FASTER_CONFIG]},
  ];
  const results = new Map(sites.map((site) => [site.name, {cold: [] as Measurement[], warm: [] as Measurement[]}]));

  for (let run = 1; run <= RUNS; run += 1) {
    for (const site of sites) {
      clearCaches(site);
      const cold = await build(site);
      const warm = await build(site);
      results.get(site.name)!.cold.push(cold);
      results.get(site.name)!.warm.push(warm);
      console.log(
        `run ${run}/${RUNS} ${site.name}: cold ${cold.seconds.toFixed(1)} s, warm ${warm.seconds.toFixed(1)} s`,
      );
    }
  }

  const summary = (name: string, kind: 'cold' | 'warm') => {
    const measurements = results.get(name)![kind];
    return {
      seconds: median(measurements.map((m) => m.seconds)),
      peakMegabytes: median(measurements.map((m) => m.peakMegabytes)),
    };
  };
  const [ours, stock, stockFaster] = sites.map((site) => site.name) as [string, string, string];
  const rows = (['cold', 'warm'] as const).flatMap((kind) =>
    sites.map((site) => {
      const {seconds, peakMegabytes} = summary(site.name, kind);
      return [kind, site.name, `${seconds.toFixed(1)} s`, `${peakMegabytes.toFixed(0)} MB`];
    }),
  );
  console.log(`\nDocusaurus build, median of ${RUNS} alternating runs (${new Date().toISOString()})\n`);
  printTable(['build', 'site', 'wall time', 'peak memory'], rows);
  console.log('');
  printTable(
    ['build', 'ours / stock (webpack)', 'ours / stock (Rspack)'],
    (['cold', 'warm'] as const).map((kind) => [
      kind,
      `${ratio(summary(ours, kind).seconds, summary(stock, kind).seconds)} time, ${ratio(summary(ours, kind).peakMegabytes, summary(stock, kind).peakMegabytes)} memory`,
      `${ratio(summary(ours, kind).seconds, summary(stockFaster, kind).seconds)} time, ${ratio(summary(ours, kind).peakMegabytes, summary(stockFaster, kind).peakMegabytes)} memory`,
    ]),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
