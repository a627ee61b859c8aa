/**
 * The routes of the built site, read from the sitemap the build wrote: the per-route browser tests visit what was
 * built, not a list kept by hand (sitemap.spec.ts compares the two once).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SITE} from '../../../src/constants';

const BUILT_SITEMAP = path.resolve(__dirname, '../../../build/sitemap.xml');

/** The routes a sitemap lists, in its order; `source` names the sitemap in errors. */
export function sitemapRoutes(xml: string, source: string): string[] {
  const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, location]) => location!.trim());
  if (locations.length === 0)
    throw new Error(`${source} lists no page (no <loc> element): the browser suite has nothing to visit.`);
  return locations.map((location) => {
    if (!location.startsWith(`${SITE.url}/`))
      throw new Error(`${source} lists ${location}, which is not on ${SITE.url}.`);
    return location.slice(SITE.url.length);
  });
}

let builtRoutes: string[] | undefined;

/** The routes of build/sitemap.xml, read once per test worker. */
export function builtSitemapRoutes(): string[] {
  if (!builtRoutes) {
    if (!existsSync(BUILT_SITEMAP)) {
      throw new Error(
        `${BUILT_SITEMAP} is missing: build the site first (npm run build:checked, or npm test, which does).`,
      );
    }
    builtRoutes = sitemapRoutes(readFileSync(BUILT_SITEMAP, 'utf8'), BUILT_SITEMAP);
  }
  return builtRoutes;
}
