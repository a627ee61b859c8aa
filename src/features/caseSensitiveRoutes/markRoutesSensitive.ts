/**
 * Marks every route case-sensitive before the first render (see ./index.ts). If Docusaurus' internal route list
 * changes shape, it stops the render rather than leave routes silently case-insensitive.
 */
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';

function markSensitive(list: unknown, where: string): void {
  if (!Array.isArray(list) || list.length === 0) {
    throw new Error(
      `case-sensitive-routes (src/features/caseSensitiveRoutes): ${where} is no longer a non-empty list of route objects`,
    );
  }
  for (const route of list as RouteConfig[]) {
    if (typeof route?.path !== 'string') {
      throw new Error(`case-sensitive-routes (src/features/caseSensitiveRoutes): a route of ${where} has no path`);
    }
    route.sensitive = true;
    if (route.routes) markSensitive(route.routes, `the child routes of ${route.path}`);
  }
}

markSensitive(routes, '@generated/routes');
