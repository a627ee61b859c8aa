/**
 * The two ways a diagram is drawn. Both run in Node at build time and return SVG markup; neither ships any code to
 * the reader.
 *
 * - mermaid itself, in a headless Chromium (./chromiumSession.ts): mermaid lays text out with the browser's font
 *   metrics, so only a browser draws exactly what mermaid means. `npm run build` always draws this way.
 * - beautiful-mermaid, a mermaid renderer in pure TypeScript: `npm start` falls back to it on a machine without
 *   Chromium, so the site still previews, hot reload included. It draws flowcharts and state diagrams close to
 *   mermaid, but lays sequence diagrams out without room for long messages, so it is a preview only.
 */
import {existsSync} from 'node:fs';
import logger from '@docusaurus/logger';
import {chromium} from 'playwright';
import {CHROMIUM, DIAGRAMS} from '../../constants';
import {ChromiumSession} from './chromiumSession';
import {mermaidConfig} from './mermaidConfig';
import {nativeImport} from '../nativeImport';

/** Draws every diagram of one page: one outcome per source, in order, SVG markup or the reason it failed. */
export type DiagramRenderer = (sources: readonly string[]) => Promise<PromiseSettledResult<string>[]>;

/** Every Chromium session a renderer of this process has opened, for warmUpDiagramBrowsers and closeDiagramBrowsers. */
const sessions = new Set<ChromiumSession>();

export function chromiumRenderer(executablePath: string): DiagramRenderer {
  const session = new ChromiumSession(executablePath, mermaidConfig);
  sessions.add(session);
  return (sources) => session.draw(sources, DIAGRAMS.idPrefix);
}

/** Closes the browsers that drew this process's diagrams: a build calls it once nothing is left to draw. */
export async function closeDiagramBrowsers(): Promise<void> {
  await Promise.all([...sessions].map((session) => session.close()));
}

/** beautiful-mermaid's SVG imports its web font from Google: the site loads no web font and no third-party asset. */
const WEB_FONT_IMPORT = /@import url\([^)]*\);?/g;

/**
 * beautiful-mermaid names its markers `arrowhead` in every diagram; a page holds several diagrams, and ids must be
 * unique in it. Each id, and each reference to it, gets the diagram's own prefix.
 */
function scopeIds(svg: string, scope: string): string {
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
  return ids.reduce(
    (scoped, id) =>
      scoped
        .replaceAll(`id="${id}"`, `id="${scope}-${id}"`)
        .replaceAll(`url(#${id})`, `url(#${scope}-${id})`)
        .replaceAll(`href="#${id}"`, `href="#${scope}-${id}"`),
    svg,
  );
}

export function nodeRenderer(): DiagramRenderer {
  const {colors} = DIAGRAMS;
  return async (sources) => {
    const {renderMermaidSVG} = await nativeImport<typeof import('beautiful-mermaid')>('beautiful-mermaid');
    return sources.map((source, index): PromiseSettledResult<string> => {
      try {
        const svg = renderMermaidSVG(source, {
          bg: colors.page,
          fg: colors.text,
          line: colors.line,
          accent: colors.boxBorder,
          muted: colors.text,
          surface: colors.box,
          border: colors.boxBorder,
          font: 'system-ui',
          transparent: true,
        });
        return {
          status: 'fulfilled',
          value: scopeIds(svg.replace(WEB_FONT_IMPORT, ''), `${DIAGRAMS.idPrefix}-${index}`),
        };
      } catch (reason) {
        return {status: 'rejected', reason};
      }
    });
  };
}

/**
 * The Chromium to draw with: `CHROMIUM_PATH` when set (and only it), otherwise Debian's package, then the one
 * `npx playwright install chromium` adds.
 */
export function findChromium(): string | undefined {
  const candidates = process.env.CHROMIUM_PATH
    ? [process.env.CHROMIUM_PATH]
    : [CHROMIUM.defaultPath, chromium.executablePath()];
  return candidates.find((candidate) => existsSync(candidate));
}

function noChromium(): string {
  return process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH points at ${process.env.CHROMIUM_PATH}, which does not exist`
    : `no Chromium was found at ${CHROMIUM.defaultPath} or among Playwright's browsers. Install it ` +
        '(sudo apt-get install -y chromium) or point CHROMIUM_PATH at a Chromium or Chrome binary';
}

/**
 * The renderer for a run: mermaid in Chromium when there is one. Without one, the production build fails, since it
 * must publish what mermaid draws, and the dev server previews with beautiful-mermaid.
 */
export function chooseRenderer(executablePath: string | undefined, mode: string | undefined): DiagramRenderer {
  if (executablePath) return chromiumRenderer(executablePath);
  if (mode === 'production') {
    return () =>
      Promise.reject(new Error(`Diagrams are drawn by mermaid in Chromium at build time, and ${noChromium()}.`));
  }
  logger.warn(
    `Diagrams: ${noChromium()}. Until then this server previews them with beautiful-mermaid, which lays out sequence diagrams less well than mermaid; the build draws them with mermaid.`,
  );
  return nodeRenderer();
}

let siteChoice: DiagramRenderer | undefined;

function chooseSiteRenderer(): DiagramRenderer {
  siteChoice ??= chooseRenderer(findChromium(), process.env.NODE_ENV);
  return siteChoice;
}

/**
 * Opens the site renderer's browser before the bundler asks for the first diagram: launching Chromium and loading
 * mermaid then overlaps with loading the site, instead of keeping every page with a diagram waiting.
 */
export function warmUpDiagramBrowsers(): void {
  // Once: a dev server loads the content again on every edit, and opens the browser when a diagram needs it.
  if (siteChoice) return;
  chooseSiteRenderer();
  for (const session of sessions) session.warmUp();
}

/**
 * The renderer of this run, chosen when the first diagram is drawn or the build warms the browser up, so that
 * commands which only load the config (`docusaurus serve`) look for no browser.
 */
export function siteRenderer(): DiagramRenderer {
  return (sources) => chooseSiteRenderer()(sources);
}
