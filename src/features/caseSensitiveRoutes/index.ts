/**
 * Makes the site's routes case-sensitive, as the specification's route table
 * is exact: /ark/FAQ is a page, /ark/faq is not.
 *
 * Docusaurus matches routes with react-router's default, case-insensitive
 * matching, and offers no setting to change that. The static server already
 * answers /ark/faq with 404.html, but once that page hydrated, the client
 * router found /ark/FAQ for it and showed the FAQ (after a hydration error).
 * Two pieces make matching case-sensitive: a client module marks every route
 * object `sensitive`, which the matchPath and matchRoutes calls honour; and
 * `@docusaurus/renderRoutes`, through which Docusaurus renders every level of
 * routes, is aliased to a copy that passes that flag on to react-router's
 * <Route> (react-router-config's drops it).
 *
 * Both reach into Docusaurus 3's internals (its module aliases, react-router
 * v5), so the build stops, naming what changed, when they no longer match.
 * They can go once Docusaurus matches routes case-sensitively itself, or
 * offers a setting for it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const RENDER_ROUTES_ALIAS = '@docusaurus/renderRoutes';
/** What Docusaurus' `@docusaurus/renderRoutes` is, as of 3.7.0 (core/lib/client/exports/renderRoutes.js). */
const DOCUSAURUS_RENDER_ROUTES = /export\s*{\s*renderRoutes\s+as\s+default\s*}\s*from\s*['"]react-router-config['"]/;
/** The copy (./renderRoutes.tsx) uses react-router v5's <Switch> and <Route>. */
const SUPPORTED_REACT_ROUTER_MAJOR = '5';

function fail(problem: string): never {
  throw new Error(
    `case-sensitive-routes (src/features/caseSensitiveRoutes): ${problem}. ` +
      'The plugin was written against Docusaurus 3.7.0 and react-router 5; check whether Docusaurus now matches routes ' +
      'case-sensitively (then remove the plugin) or adapt ./renderRoutes.tsx to what it renders routes with.',
  );
}

/** Throws unless the module the alias replaces is still react-router-config's renderRoutes under react-router v5. */
export function assertRenderRoutesMatches(aliases: Record<string, unknown>): void {
  const target = aliases[RENDER_ROUTES_ALIAS];
  if (typeof target !== 'string') fail(`Docusaurus no longer defines the module alias ${RENDER_ROUTES_ALIAS}`);
  let source: string;
  try {
    source = readFileSync(require.resolve(target), 'utf8');
  } catch {
    fail(`the module behind ${RENDER_ROUTES_ALIAS} (${target}) cannot be read`);
  }
  if (!DOCUSAURUS_RENDER_ROUTES.test(source)) {
    fail(`${RENDER_ROUTES_ALIAS} (${target}) is no longer react-router-config's renderRoutes`);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a JSON file read where this module's checks run, synchronously
  const {version} = require('react-router-dom/package.json') as {version: string};
  if (version.split('.')[0] !== SUPPORTED_REACT_ROUTER_MAJOR) {
    fail(`react-router-dom is ${version}, not version ${SUPPORTED_REACT_ROUTER_MAJOR}`);
  }
}

export default function caseSensitiveRoutesPlugin(): Plugin {
  return {
    name: 'case-sensitive-routes',
    getClientModules() {
      return [path.join(__dirname, 'markRoutesSensitive.ts')];
    },
    configureWebpack(config) {
      assertRenderRoutesMatches((config.resolve?.alias ?? {}) as Record<string, unknown>);
      return {
        resolve: {
          alias: {[RENDER_ROUTES_ALIAS]: path.join(__dirname, 'renderRoutes.tsx')},
        },
      };
    },
  };
}
