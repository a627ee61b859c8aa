/**
 * Client module (see ./index.ts): marks every route of the site
 * case-sensitive before the first render, on the server and in the browser,
 * so that every matchPath/matchRoutes call Docusaurus makes honours case.
 */
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';

function markSensitive(list: RouteConfig[]): void {
  for (const route of list) {
    route.sensitive = true;
    if (route.routes) markSensitive(route.routes);
  }
}

markSensitive(routes);
