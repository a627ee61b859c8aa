// Case-sensitive routes, as the route table is exact (REQUIREMENTS.md §2.2): otherwise 404.html for /ark/faq hydrates into
// the FAQ. A client module marks every route `sensitive`, and `@docusaurus/renderRoutes` is aliased to a copy that
// passes the flag on to <Route>. Both reach into Docusaurus internals, so the build stops when they drift. Can go once
// Docusaurus matches routes case-sensitively or has a setting for it.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const RENDER_ROUTES_ALIAS = '@docusaurus/renderRoutes';
/** What Docusaurus' `@docusaurus/renderRoutes` is, as of 3.7.0 (core/lib/client/exports/renderRoutes.js). */
const DOCUSAURUS_RENDER_ROUTES = /export\s*{\s*renderRoutes\s+as\s+default\s*}\s*from\s*['"]react-router-config['"]/;
/** The copy (./renderRoutes.tsx) uses react-router v5's <Switch> and <Route>. */
const SUPPORTED_REACT_ROUTER_MAJOR = '5';

/** The copy of react-router-dom the site resolves, and the one Docusaurus' own client code resolves. */
function reactRouterCopies(): {site: string; docusaurus: string} {
  const docusaurusDir = path.dirname(require.resolve('@docusaurus/core/package.json'));
  return {
    site: require.resolve('react-router-dom/package.json'),
    docusaurus: require.resolve('react-router-dom/package.json', {paths: [docusaurusDir]}),
  };
}

export interface RenderRoutesFacts {
  /** What Docusaurus' alias `@docusaurus/renderRoutes` points at. */
  aliasTarget: unknown;
  /** The source of that module, if it could be read. */
  source: string | undefined;
  reactRouter: {version: string} & ReturnType<typeof reactRouterCopies>;
}

/** Why the copy (./renderRoutes.tsx) no longer fits Docusaurus, or nothing. */
export function renderRoutesDrift({aliasTarget, source, reactRouter}: RenderRoutesFacts): string | undefined {
  if (typeof aliasTarget !== 'string') return `Docusaurus no longer defines the module alias ${RENDER_ROUTES_ALIAS}`;
  if (source === undefined) return `the module behind ${RENDER_ROUTES_ALIAS} (${aliasTarget}) cannot be read`;
  if (!DOCUSAURUS_RENDER_ROUTES.test(source)) {
    return `${RENDER_ROUTES_ALIAS} (${aliasTarget}) is no longer react-router-config's renderRoutes`;
  }
  if (reactRouter.version.split('.')[0] !== SUPPORTED_REACT_ROUTER_MAJOR) {
    return `react-router-dom is ${reactRouter.version}, not version ${SUPPORTED_REACT_ROUTER_MAJOR}`;
  }
  if (reactRouter.site !== reactRouter.docusaurus) {
    return `the site resolves a second copy of react-router-dom (${reactRouter.site}, Docusaurus' is ${reactRouter.docusaurus}), whose router context Docusaurus' routes would not see`;
  }
  return undefined;
}

function readSource(target: unknown): string | undefined {
  try {
    return readFileSync(require.resolve(String(target)), 'utf8');
  } catch {
    return undefined;
  }
}

export default function caseSensitiveRoutesPlugin(): Plugin {
  return {
    name: 'case-sensitive-routes',
    getClientModules() {
      return [path.join(__dirname, 'markRoutesSensitive.ts')];
    },
    configureWebpack(config) {
      const aliasTarget = (config.resolve?.alias as Record<string, unknown> | undefined)?.[RENDER_ROUTES_ALIAS];
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a JSON file, read where the check runs
      const {version} = require('react-router-dom/package.json') as {version: string};
      const drift = renderRoutesDrift({
        aliasTarget,
        source: readSource(aliasTarget),
        reactRouter: {version, ...reactRouterCopies()},
      });
      if (drift) {
        throw new Error(
          `case-sensitive-routes (src/features/caseSensitiveRoutes): ${drift}. The plugin was written against ` +
            'Docusaurus 3.7.0 and react-router 5; check whether Docusaurus now matches routes case-sensitively (then ' +
            'remove the plugin) or adapt ./renderRoutes.tsx to what it renders routes with.',
        );
      }
      return {
        resolve: {
          alias: {[RENDER_ROUTES_ALIAS]: path.join(__dirname, 'renderRoutes.tsx')},
        },
      };
    },
  };
}
