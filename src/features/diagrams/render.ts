// Draws diagrams in headless Chromium (mermaid-isomorphic): mermaid lays text out with a browser's font metrics.
// Without Chromium the build stops, and the dev server shows what to install in place of each diagram.
import logger from '@docusaurus/logger';
import type {RenderResult} from 'mermaid-isomorphic';
import {CHROMIUM_ARGS, chromiumReport, missingChromium} from '../../chromium';
import {escapeHtml} from '../../lib/html';
import {nativeImport} from '../../lib/nativeImport';
import {mermaidConfig} from './mermaidConfig';

/** One outcome per diagram, in order: mermaid's SVG, or the reason it failed. */
type DrawnDiagrams = PromiseSettledResult<RenderResult>[];

/** Draws diagrams in one page of the browser; their ids start with `prefix`, which must be new to every call. */
export type DrawDiagrams = (sources: readonly string[], prefix: string) => Promise<DrawnDiagrams>;

/** What `npm start` shows in place of a diagram on a machine without Chromium. */
export function missingChromiumNotice(source: string, reason: string): string {
  return `<p><strong>This diagram is drawn by mermaid in Chromium, and ${escapeHtml(reason)}.</strong> Then restart <code>npm start</code>.</p><pre>${escapeHtml(source)}</pre>`;
}

export function createDrawDiagrams(chromium: string): DrawDiagrams {
  let draw: Promise<(sources: string[], prefix: string) => Promise<DrawnDiagrams>> | undefined;
  return async (sources, prefix) => {
    const missing = missingChromium(chromium);
    if (missing) throw new Error(`Diagrams are drawn by mermaid in Chromium, and ${missing}.`);
    draw ??= nativeImport<typeof import('mermaid-isomorphic')>('mermaid-isomorphic').then(({createMermaidRenderer}) => {
      const {report, changed} = chromiumReport(chromium);
      logger[changed ? 'warn' : 'info'](`Diagrams are drawn in ${report}.`);
      const render = createMermaidRenderer({launchOptions: {executablePath: chromium, args: CHROMIUM_ARGS}});
      return (batch, batchPrefix) => render(batch, {mermaidConfig, prefix: batchPrefix});
    });
    return (await draw)([...sources], prefix);
  };
}

/** Warns once, on a dev server without Chromium, that diagrams show what to install instead. */
export function warnOfMissingChromium(reason: string): void {
  logger.warn(`Diagrams: ${reason}. Until then, each diagram shows its mermaid source and what to install.`);
}
