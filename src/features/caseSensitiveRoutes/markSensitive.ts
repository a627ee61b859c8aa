import type {RouteConfig} from 'react-router-config';

/** Marks each route of a list, and of its child lists, case-sensitive; throws when the list is not routes. */
export function markSensitive(list: unknown, where: string): void {
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
