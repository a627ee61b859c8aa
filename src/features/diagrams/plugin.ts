// The plugin and the rehype plugin (./rehype.ts) share the browser and the drawings folder (a build removes gone pages'
// files). As content loads, the plugin draws every diagram in one batch, so mermaid loads once; an edited page alone.
import {mkdirSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {RenderResult} from 'mermaid-isomorphic';
import type {VFile} from 'vfile';
import {CHROMIUM_EXECUTABLE, missingChromium} from '../../chromium';
import {writeIfChanged} from '../../lib/files';
import {DIAGRAMS} from './options';
import rehypeDiagrams, {type DiagramDrawer} from './rehype';
import {createDrawDiagrams, missingChromiumNotice, warnOfMissingChromium} from './render';

type Outcome = PromiseSettledResult<RenderResult | string>;

/** The ```mermaid fences of an MDX file, for the batch: a head start, as the rehype plugin draws any it missed. */
const FENCE = /^```mermaid[^\n]*\n([\s\S]*?)^```\s*$/gm;

function mdxFilesUnder(folder: string): string[] {
  return readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => path.join(folder, file));
}

/** `chromium`: the browser that draws, Debian's unless `CHROMIUM_PATH` names another (tests name a missing one). */
type DiagramsOptions = {docsDirs: readonly string[]; chromium?: string};

export function createDiagrams({docsDirs, chromium = CHROMIUM_EXECUTABLE}: DiagramsOptions) {
  const draw = createDrawDiagrams(chromium);
  /** Drawings by diagram source, from the batch and from pages drawn since. */
  const drawn = new Map<string, Promise<Outcome>>();
  let drawingsDir: string | undefined;
  /** Which page each drawings file belongs to: two paths could make one name (`a/b.mdx`, `a-b.mdx`). */
  const pageOfDrawings = new Map<string, string>();
  let siteDir = process.cwd();
  /** Set once a diagram got the install notice instead of its drawing (the dev server without Chromium). */
  let drewNotices = false;
  /** Each batch's ids start with a prefix of their own: a page may hold drawings of two batches. */
  let batches = 0;

  /** Draws what is not drawn yet in one call; a failure of the whole call is each diagram's failure. */
  function drawAll(sources: readonly string[]): Promise<Outcome>[] {
    const missing = missingChromium(chromium);
    if (missing && process.env.NODE_ENV !== 'production') {
      if (!drewNotices) warnOfMissingChromium(missing);
      drewNotices = true;
      return sources.map((source) =>
        Promise.resolve({status: 'fulfilled', value: missingChromiumNotice(source, missing)}),
      );
    }
    const fresh = [...new Set(sources.filter((source) => !drawn.has(source)))];
    if (fresh.length > 0) {
      const batch = draw(fresh, `${DIAGRAMS.idPrefix}${batches++}`);
      fresh.forEach((source, index) => {
        const failed = (reason: unknown): Outcome => {
          // Not kept: the next page that shows this diagram (a dev server's next edit) tries again.
          drawn.delete(source);
          return {status: 'rejected', reason};
        };
        const outcome = batch.then((outcomes) => outcomes[index]!, failed);
        drawn.set(source, outcome);
      });
    }
    return sources.map((source) => drawn.get(source)!);
  }

  const drawer: DiagramDrawer = {
    drawPage: (sources) => Promise.all(drawAll(sources)),
    writeDrawings(page: VFile, drawings) {
      if (!drawingsDir) throw new Error('diagrams: the rehype plugin ran before the diagrams plugin was loaded');
      const pageFile = path.relative(siteDir, page.path);
      const name = pageFile.replace(/\.mdx?$/, '').replace(/[^\w-]+/g, '-');
      if ((pageOfDrawings.get(name) ?? pageFile) !== pageFile) {
        throw new Error(
          `diagrams: ${pageFile} and ${pageOfDrawings.get(name)} would share the drawings file ${name}.js; rename one`,
        );
      }
      pageOfDrawings.set(name, pageFile);
      const file = path.join(drawingsDir, `${name}.js`);
      writeIfChanged(file, `export default ${JSON.stringify(drawings)};\n`);
      return file;
    },
  };

  function diagramsPlugin(context: LoadContext): Plugin {
    siteDir = context.siteDir;
    const dir = path.join(context.generatedFilesDir, 'diagrams');
    drawingsDir = dir;
    mkdirSync(dir, {recursive: true});
    return {
      name: 'diagrams',
      loadContent() {
        const sources = docsDirs
          .flatMap((folder) => mdxFilesUnder(path.resolve(siteDir, folder)))
          .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(FENCE)].map((match) => match[1]!.trim()));
        // Not awaited: the drawing overlaps with the rest of the site's loading; the pages await their own.
        void Promise.all(drawAll(sources));
      },
      getClientModules() {
        return [path.join(__dirname, 'diagrams.css')];
      },
      postBuild() {
        // Stale drawings go here, not as the plugin starts: a dev server reloading its config starts it again.
        for (const file of readdirSync(dir)) {
          if (!pageOfDrawings.has(file.replace(/\.js$/, ''))) rmSync(path.join(dir, file));
        }
        // `docusaurus build --dev` runs in development mode too: no site ships the notice in place of its diagrams.
        if (drewNotices) {
          throw new Error(
            `diagrams (src/features/diagrams/plugin.ts): the build drew no diagram, since ${missingChromium(chromium) ?? 'Chromium was missing as it started'}`,
          );
        }
      },
    };
  }

  const rehypePlugin: [typeof rehypeDiagrams, DiagramDrawer] = [rehypeDiagrams, drawer];
  return {plugin: diagramsPlugin, rehypePlugin};
}
