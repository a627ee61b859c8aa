/**
 * mermaid itself, drawing in one headless Chromium page that stays open while a build or a dev server draws.
 *
 * Ours rather than mermaid-isomorphic: that library opens a new page and loads mermaid's 8 MB unminified bundle for
 * every call, so once per MDX page with a diagram; a cold build paid that eight times (4.7 s per load on our busy
 * two-core machine). Here the minified bundle loads once, each page's diagrams are drawn in turn in the same page, and
 * the browser closes after a few idle seconds (a dev server reopens it for the next edited diagram).
 */
import {createRequire} from 'node:module';
import type {MermaidConfig} from 'mermaid';
import {type Browser, chromium, type Page} from 'playwright';
import {CHROMIUM} from '../../constants';

/** How long the browser stays open with nothing to draw. */
const IDLE_CLOSE_MS = 5_000;

const MERMAID_BUNDLE = createRequire(__filename).resolve('mermaid/dist/mermaid.min.js');

/** What the page returns for one diagram: its SVG markup, or the message mermaid failed with. */
type PageOutcome = {svg: string} | {error: string};

/** Runs in the page: draws each diagram with ids `${prefix}-0`, `${prefix}-1`… in a hidden container. */
async function drawInPage({sources, prefix}: {sources: string[]; prefix: string}): Promise<PageOutcome[]> {
  const {mermaid} = window as unknown as {
    mermaid: {render(id: string, text: string, container: Element): Promise<{svg: string}>};
  };
  const container = document.createElement('div');
  container.setAttribute('aria-hidden', 'true');
  // Laid out, so that mermaid can measure text, but never seen.
  Object.assign(container.style, {maxHeight: '0', opacity: '0', overflow: 'hidden'});
  document.body.append(container);
  const outcomes: PageOutcome[] = [];
  for (const [index, source] of sources.entries()) {
    try {
      outcomes.push({svg: (await mermaid.render(`${prefix}-${index}`, source, container)).svg});
    } catch (error) {
      outcomes.push({error: error instanceof Error ? error.message : String(error)});
    }
  }
  container.remove();
  return outcomes;
}

export class ChromiumSession {
  private page: Promise<Page> | undefined;
  private browser: Promise<Browser> | undefined;
  /** Draws are queued: mermaid draws one diagram at a time in a page. */
  private queue: Promise<unknown> = Promise.resolve();
  private pending = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly executablePath: string,
    private readonly config: MermaidConfig,
  ) {}

  /** Draws one page's diagrams; one outcome per source, in order. */
  draw(sources: readonly string[], prefix: string): Promise<PromiseSettledResult<string>[]> {
    this.pending += 1;
    clearTimeout(this.idleTimer);
    const drawn = this.queue.then(async () => {
      const page = await this.openPage();
      const outcomes = await page.evaluate(drawInPage, {sources: [...sources], prefix});
      return outcomes.map((outcome): PromiseSettledResult<string> =>
        'svg' in outcome
          ? {status: 'fulfilled', value: outcome.svg}
          : {status: 'rejected', reason: new Error(outcome.error)},
      );
    });
    this.queue = drawn.catch(() => undefined);
    void drawn
      .finally(() => {
        this.pending -= 1;
        // Unref'd: the timer alone does not keep a finished build's process alive (the open browser does, until
        // the build closes it, ./plugin.ts).
        if (this.pending === 0) this.idleTimer = setTimeout(() => void this.close(), IDLE_CLOSE_MS).unref();
      })
      .catch(() => undefined);
    return drawn;
  }

  private openPage(): Promise<Page> {
    this.page ??= (async () => {
      this.browser = chromium.launch({executablePath: this.executablePath, args: [...CHROMIUM.args]});
      const page = await (await this.browser).newPage();
      await page.addScriptTag({path: MERMAID_BUNDLE});
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
