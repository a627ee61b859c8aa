/**
 * mermaid itself, drawing in one headless Chromium page that stays open while a build or a dev server draws.
 *
 * Ours rather than mermaid-isomorphic: that library opens a new page and loads mermaid's 8 MB unminified bundle for
 * every call, so once per MDX page with a diagram; a cold build paid that eight times (4.7 s per load on our busy
 * two-core machine). Here mermaid loads once, as its ES module: the browser reads it and the chunks of the diagram
 * types it draws from node_modules itself, where the 3.5 MB bundle went through the DevTools protocol and was
 * compiled whole (0.5 s more on an idle machine). The browser closes after a few idle seconds (a dev server reopens
 * it for the next edited diagram).
 *
 * Starting Chromium and loading mermaid takes a few seconds, during which a build asks for the diagrams of every
 * page at once. So the browser can be opened ahead of the first draw (warmUp), and pages that wait are drawn
 * together, in one call into the browser, rather than each in a round trip of its own through a busy build.
 */
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import type {MermaidConfig} from 'mermaid';
import {type Browser, chromium, type Page} from 'playwright';
import {CHROMIUM} from '../../constants';

/** How long the browser stays open with nothing to draw. */
const IDLE_CLOSE_MS = 5_000;

const MERMAID_MODULE = pathToFileURL(createRequire(__filename).resolve('mermaid/dist/mermaid.esm.min.mjs')).href;

/** Lets a file: document import ES modules from file: URLs, which Chromium otherwise refuses as cross-origin. */
const MODULES_FROM_FILES = '--allow-file-access-from-files';

/** One page's diagrams, and the prefix of their ids. */
interface PageDiagrams {
  sources: string[];
  prefix: string;
}

/** What the browser returns for one diagram: its SVG markup, or the message mermaid failed with. */
type DiagramOutcome = {svg: string} | {error: string};

type DrawnPage = PromiseSettledResult<string>[];

interface WaitingPage extends PageDiagrams {
  resolve(drawn: DrawnPage): void;
  reject(reason: unknown): void;
}

/**
 * Runs in the browser: draws each page's diagrams in turn, with ids `${prefix}-0`, `${prefix}-1`…, in a hidden
 * container (mermaid draws one diagram at a time).
 */
async function drawInBrowser(pages: PageDiagrams[]): Promise<DiagramOutcome[][]> {
  const {mermaid} = window as unknown as {
    mermaid: {render(id: string, text: string, container: Element): Promise<{svg: string}>};
  };
  const container = document.createElement('div');
  container.setAttribute('aria-hidden', 'true');
  // Laid out, so that mermaid can measure text, but never seen.
  Object.assign(container.style, {maxHeight: '0', opacity: '0', overflow: 'hidden'});
  document.body.append(container);
  const drawn: DiagramOutcome[][] = [];
  for (const {sources, prefix} of pages) {
    const outcomes: DiagramOutcome[] = [];
    for (const [index, source] of sources.entries()) {
      try {
        outcomes.push({svg: (await mermaid.render(`${prefix}-${index}`, source, container)).svg});
      } catch (error) {
        outcomes.push({error: error instanceof Error ? error.message : String(error)});
      }
    }
    drawn.push(outcomes);
  }
  container.remove();
  return drawn;
}

function settled(outcome: DiagramOutcome): PromiseSettledResult<string> {
  return 'svg' in outcome
    ? {status: 'fulfilled', value: outcome.svg}
    : {status: 'rejected', reason: new Error(outcome.error)};
}

export class ChromiumSession {
  private page: Promise<Page> | undefined;
  private browser: Promise<Browser> | undefined;
  /** Pages whose diagrams are asked for and not yet in the browser. */
  private waiting: WaitingPage[] = [];
  /** Whether a drawing loop is running; it takes every waiting page until none is left. */
  private drawing = false;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly executablePath: string,
    private readonly config: MermaidConfig,
  ) {}

  /** Opens the browser and loads mermaid now, so that the first draw finds them ready. */
  warmUp(): void {
    clearTimeout(this.idleTimer);
    this.openPage()
      .then(() => this.closeWhenIdle())
      // The first draw opens it again, and reports the error.
      .catch(() => undefined);
  }

  /** Draws one page's diagrams; one outcome per source, in order. */
  draw(sources: readonly string[], prefix: string): Promise<DrawnPage> {
    clearTimeout(this.idleTimer);
    const drawn = new Promise<DrawnPage>((resolve, reject) => {
      this.waiting.push({sources: [...sources], prefix, resolve, reject});
    });
    void this.drawWaitingPages();
    return drawn;
  }

  private async drawWaitingPages(): Promise<void> {
    if (this.drawing) return;
    this.drawing = true;
    while (this.waiting.length > 0) {
      // Pages that ask while the browser opens, or while it draws, go into the next call together.
      const page = this.openPage();
      await page.catch(() => undefined);
      await this.drawBatch(page, this.waiting.splice(0));
    }
    this.drawing = false;
    this.closeWhenIdle();
  }

  private async drawBatch(page: Promise<Page>, batch: WaitingPage[]): Promise<void> {
    try {
      const pages: PageDiagrams[] = batch.map(({sources, prefix}) => ({sources, prefix}));
      const drawn = await (await page).evaluate(drawInBrowser, pages);
      batch.forEach((waiting, index) => waiting.resolve((drawn[index] ?? []).map(settled)));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  /**
   * Closes the browser after a few seconds with nothing to draw. Unref'd: the timer alone does not keep a finished
   * build's process alive (the open browser does, until the build closes it, ./plugin.ts).
   */
  private closeWhenIdle(): void {
    if (this.drawing || this.waiting.length > 0) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.close(), IDLE_CLOSE_MS).unref();
  }

  private openPage(): Promise<Page> {
    this.page ??= (async () => {
      this.browser = chromium.launch({
        executablePath: this.executablePath,
        args: [...CHROMIUM.args, MODULES_FROM_FILES],
      });
      const page = await (await this.browser).newPage();
      // A document of the file: origin, emptied, from which mermaid's module may import its chunks.
      await page.goto(MERMAID_MODULE);
      // A string, so that no compiler of this file rewrites the browser's import() into a require().
      await page.evaluate(
        `document.documentElement.replaceChildren(document.createElement('head'), document.createElement('body'));
        import(${JSON.stringify(MERMAID_MODULE)}).then((module) => { window.mermaid = module.default; })`,
      );
      await page.evaluate((config) => {
        (window as unknown as {mermaid: {initialize(config: unknown): void}}).mermaid.initialize({
          startOnLoad: false,
          ...config,
        });
      }, this.config);
      return page;
    })();
    // A page that failed to open is not kept: the next draw starts again, and reports its own error.
    this.page.catch(() => void this.close());
    return this.page;
  }

  /** Closes the browser, if open; the next draw opens it again. */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const browser = this.browser;
    this.page = undefined;
    this.browser = undefined;
    await (await browser?.catch(() => undefined))?.close();
  }
}
