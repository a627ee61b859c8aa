/**
 * Every ```ts block on the integrate and fulmine pages compiles against the
 * pinned TypeScript SDK (@arkade-os/sdk 0.1.1, a devDependency of the root package).
 * A block that needs context names hidden preludes in its fence meta:
 * ```ts prelude="wallet,receiver" prepends tests/samples/preludes/wallet.ts
 * and receiver.ts before checking.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {DOCUMENTED_RELEASES} from '../../src/constants';
import {REPO_ROOT} from '../support/docs';
import {samplePages, typeScriptSamples, type TypeScriptSample} from '../support/samples-extract';

const SAMPLES_DIR = path.join(REPO_ROOT, 'tests/samples');
const GENERATED_DIR = path.join(SAMPLES_DIR, 'generated');
const PRELUDES_DIR = path.join(SAMPLES_DIR, 'preludes');
const TSC = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
const PINNED_SDK = DOCUMENTED_RELEASES.tsSdk.version;

const samples = samplePages().flatMap(({doc}) => typeScriptSamples(doc));

interface GeneratedSample {
  sample: TypeScriptSample;
  file: string;
  /** Lines before the sample's first line in the generated file. */
  offset: number;
}

function generate(): GeneratedSample[] {
  rmSync(GENERATED_DIR, {recursive: true, force: true});
  mkdirSync(GENERATED_DIR, {recursive: true});
  return samples.map((sample, index) => {
    const header = [`// Generated from ${sample.file}:${sample.line}; edit the page, not this file.`];
    for (const name of sample.preludes) {
      header.push(
        ...readFileSync(path.join(PRELUDES_DIR, `${name}.ts`), 'utf8')
          .trimEnd()
          .split('\n'),
      );
    }
    const slug = sample.file
      .replace(/^docs\//, '')
      .replace(/\.mdx?$/, '')
      .replace(/[^\w]+/g, '-');
    const file = path.join(GENERATED_DIR, `${String(index).padStart(3, '0')}-${slug}-L${sample.line}.ts`);
    // `export {}` makes each sample its own module, so samples never clash over names.
    writeFileSync(file, `${header.join('\n')}\n${sample.code}\n\nexport {};\n`);
    return {sample, file, offset: header.length};
  });
}

describe('the TypeScript samples', () => {
  let generated: GeneratedSample[] = [];

  beforeAll(() => {
    generated = generate();
  });

  it('exist on the SDK page, so this check is not vacuous', () => {
    expect(samples.filter((sample) => sample.file.endsWith('integrate/sdk.mdx')).length).toBeGreaterThanOrEqual(8);
  });

  it(`are checked against @arkade-os/sdk ${PINNED_SDK} exactly`, () => {
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const installed = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'node_modules/@arkade-os/sdk/package.json'), 'utf8'),
    ) as {version: string};
    expect(manifest.devDependencies['@arkade-os/sdk']).toBe(PINNED_SDK);
    expect(installed.version).toBe(PINNED_SDK);
  });

  it('name only preludes that exist', () => {
    const missing = samples.flatMap((sample) =>
      sample.preludes
        .filter((name) => !existsSync(path.join(PRELUDES_DIR, `${name}.ts`)))
        .map(
          (name) =>
            `${sample.file}:${sample.line} names prelude "${name}", but tests/samples/preludes/${name}.ts does not exist`,
        ),
    );
    expect(missing).toEqual([]);
  });

  it('type-check with tsc --noEmit', () => {
    const result = spawnSync(process.execPath, [TSC, '--noEmit', '--pretty', 'false', '-p', SAMPLES_DIR], {
      encoding: 'utf8',
    });
    const output = `${result.stdout}${result.stderr}`;
    // Map "generated/007-…-L42.ts(5,3): error TS…" back to the page line of the sample.
    const failures = output
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => {
        const match = /^(.*?)\((\d+),(\d+)\): (.*)$/.exec(line);
        const entry = match && generated.find((candidate) => path.resolve(SAMPLES_DIR, match[1]!) === candidate.file);
        if (!match || !entry) return line;
        const sampleLine = Number(match[2]) - entry.offset;
        if (sampleLine < 1)
          return `${entry.sample.file}:${entry.sample.line} (in a prelude, line ${match[2]}): ${match[4]}`;
        return `${entry.sample.file}:${entry.sample.line + sampleLine - 1}:${match[3]} ${match[4]}`;
      });
    expect(failures, failures.join('\n')).toEqual([]);
    expect(result.status).toBe(0);
  }, 120_000);
});
