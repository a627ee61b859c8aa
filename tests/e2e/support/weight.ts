/**
 * What a page costs a reader, as the weight budgets (tests/e2e/weight.spec.ts) and `npm run bench:weight` measure it:
 * every request Chromium makes to the site with an empty cache, each counted as it comes over the wire (headers
 * included) from a server that compresses as a CDN does: brotli, which Chromium asks for even from http://127.0.0.1.
 * On a given build the figures are the same from run to run.
 */
import type {Page, Request} from '@playwright/test';

export interface Script {
  url: string;
  bytes: number;
  /** Rspack compiles an imported JSON file to `JSON.parse('…')`: data, such as a reference's console data. */
  isJsonModule: boolean;
}

export interface PageWeight {
  /** The files the page fetched, each counted once. */
  files: number;
  /** The scripts the page runs; code prefetched for linked pages, which the page does not wait for, is apart. */
  firstLoadJs: number;
  prefetchedJs: number;
  css: number;
  html: number;
  other: number;
  scripts: Script[];
}

interface Transfer {
  type: string;
  bytes: number;
  text?: string;
}

const JSON_MODULE = ".exports=JSON.parse('";

/**
 * Records every request `page` makes to `origin` from now on. The function it returns waits for their sizes and adds
 * them up: call it once the page has settled.
 *
 * A file is counted once, at its size over the wire: Chromium may fetch a chunk for a prefetch and run it from its
 * cache, or fetch it again, as timing has it. A chunk the page runs is first-load JavaScript even when a prefetch
 * fetched it.
 */
export function recordWeight(page: Page, origin: string): () => Promise<PageWeight> {
  const transfers = new Map<string, Transfer[]>();
  const pending: Promise<void>[] = [];
  const onFinished = (request: Request) => {
    if (!request.url().startsWith(origin)) return;
    pending.push(
      (async () => {
        const {responseBodySize, responseHeadersSize} = await request.sizes();
        const url = new URL(request.url()).pathname;
        const type = request.resourceType();
        // A file served from the cache has a negative body size that cancels its headers: nothing over the wire.
        const transfer: Transfer = {type, bytes: Math.max(0, responseBodySize + responseHeadersSize)};
        if (type === 'script') transfer.text = (await (await request.response())?.text()) ?? '';
        transfers.set(url, [...(transfers.get(url) ?? []), transfer]);
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  return async () => {
    // What finishes later (a prefetch as the test closes the page) is not this measurement's, and would read sizes
    // from a closed page.
    page.off('requestfinished', onFinished);
    await Promise.all(pending);
    const weight: PageWeight = {
      files: transfers.size,
      firstLoadJs: 0,
      prefetchedJs: 0,
      css: 0,
      html: 0,
      other: 0,
      scripts: [],
    };
    for (const [url, fetches] of transfers) {
      const bytes = Math.max(...fetches.map((transfer) => transfer.bytes));
      const run = fetches.find((transfer) => transfer.type === 'script');
      if (url.endsWith('.js') && run) {
        weight.firstLoadJs += bytes;
        weight.scripts.push({url, bytes, isJsonModule: run.text!.includes(JSON_MODULE)});
      } else if (url.endsWith('.js')) {
        weight.prefetchedJs += bytes;
      } else {
        const type = fetches[0]!.type;
        const kind = type === 'stylesheet' ? 'css' : type === 'document' ? 'html' : 'other';
        weight[kind] += bytes;
      }
    }
    return weight;
  };
}

/** What a reader's first "Try it" on a reference page loads: the request console's own code, and the page's console data. */
export async function openFirstConsole(page: Page): Promise<void> {
  await page
    .getByRole('button', {name: /^Try it/})
    .first()
    .click();
  await page.getByRole('region', {name: /^Try /}).waitFor();
}

export function consoleWeight(weight: PageWeight): {code: number; data: number} {
  const sum = (scripts: Script[]) => scripts.reduce((total, {bytes}) => total + bytes, 0);
  return {
    code: sum(weight.scripts.filter((script) => !script.isJsonModule)),
    data: sum(weight.scripts.filter((script) => script.isJsonModule)),
  };
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
