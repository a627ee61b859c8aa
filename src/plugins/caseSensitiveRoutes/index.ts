/**
 * Makes the site's routes case-sensitive, as the specification's route table
 * is exact: /ark/FAQ is a page, /ark/faq is not.
 *
 * Docusaurus matches routes with react-router's default, case-insensitive
 * matching. The static server already answers /ark/faq with 404.html, but once
 * that page hydrated, the client router found /ark/FAQ for it and showed the
 * FAQ (after a hydration error). Two pieces make matching case-sensitive:
 * a client module marks every route object `sensitive`, which the matchPath
 * and matchRoutes calls honour; and `@docusaurus/renderRoutes`, through which
 * Docusaurus renders every level of routes, is aliased to a copy that passes
 * that flag on to react-router's <Route> (react-router-config's drops it).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function caseSensitiveRoutesPlugin(): Plugin {
  return {
    name: 'case-sensitive-routes',
    getClientModules() {
      return [path.join(__dirname, 'markRoutesSensitive.ts')];
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {'@docusaurus/renderRoutes': path.join(__dirname, 'renderRoutes.tsx')},
        },
      };
    },
  };
}
