/**
 * The checked build fails on a broken link, a broken anchor and a broken markdown link, naming each, while the
 * default build keeps them as the warnings REQUIREMENTS.md §6.4 asks for. Builds the tiny fixture site of
 * tests/fixtures/broken-links-site with the site's own settings (src/config/linkChecks.ts).
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {CHECKED_BUILD_ENV} from '../../src/config/linkChecks';
import {REPO_ROOT} from '../support/docs';

const FIXTURE_SITE = path.join(REPO_ROOT, 'tests/fixtures/broken-links-site');
const outDir = mkdtempSync(path.join(tmpdir(), 'broken-links-site-'));
// Docusaurus writes its generated files into the site's folder: removed with the builds.
afterAll(() => {
  rmSync(outDir, {recursive: true, force: true});
  rmSync(path.join(FIXTURE_SITE, '.docusaurus'), {recursive: true, force: true});
});

/** Builds the fixture site without blocking the test worker (a build takes seconds). */
function buildFixture(brokenLinkCase: string, checked: boolean): Promise<{status: number | null; output: string}> {
  return new Promise((resolve) => {
    execFile(
      'npx',
      // Unminified: only the link checks matter here.
      ['docusaurus', 'build', FIXTURE_SITE, '--out-dir', path.join(outDir, brokenLinkCase), '--no-minify'],
      {
        cwd: REPO_ROOT,
        maxBuffer: 64 * 1024 * 1024,
        env: {
          ...process.env,
          BROKEN_LINK_CASE: brokenLinkCase,
          [CHECKED_BUILD_ENV]: checked ? 'true' : '',
          FORCE_COLOR: '0',
        },
      },
      (error, stdout, stderr) =>
        resolve({
          status: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          output: `${stdout}\n${stderr}`,
        }),
    );
  });
}

// Each case is a whole (tiny) Docusaurus build: allow for a busy machine.
const BUILD_TIMEOUT_MS = 240_000;

describe('the checked build', () => {
  it.each([
    ['broken-link', /Broken link on source page path = \/:\s+-> linking to \/no-such-page/],
    [
      'broken-anchor',
      /Broken anchor on source page path = \/:\s+-> linking to \/other#no-such-heading\s+-> linking to #nowhere-on-this-page/,
    ],
    ['broken-markdown-link', /no-such-file\.mdx/],
  ])(
    'fails on a %s, naming it',
    async (brokenLinkCase, report) => {
      const {status, output} = await buildFixture(brokenLinkCase, true);
      expect(status, output).not.toBe(0);
      expect(output).toMatch(report);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'is the only build that fails: by default a broken link is a warning, as REQUIREMENTS.md §6.4 says',
    async () => {
      const {status, output} = await buildFixture('broken-link', false);
      expect(status, output).toBe(0);
      expect(output).toMatch(/\[WARNING\][\s\S]*-> linking to \/no-such-page/);
    },
    BUILD_TIMEOUT_MS,
  );
});
