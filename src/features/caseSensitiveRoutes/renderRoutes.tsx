// react-router-config's renderRoutes, passing each route's `sensitive` flag on to <Route> (see ./index.ts).
import type {ReactNode} from 'react';
import {Route, Switch} from 'react-router-dom';
import type {RouteConfig} from 'react-router-config';

export default function renderRoutes(
  routes: RouteConfig[] | undefined,
  extraProps: object = {},
  switchProps: object = {},
): ReactNode {
  if (!routes) return null;
  return (
    <Switch {...switchProps}>
      {routes.map((route, index) => (
        <Route
          key={route.key ?? index}
          path={route.path}
          exact={route.exact}
          strict={route.strict}
          sensitive={route.sensitive === true}
          render={(props) => {
            if (route.render) return route.render({...props, ...extraProps, route});
            const Component = route.component!;
            return <Component {...props} {...extraProps} route={route} />;
          }}
        />
      ))}
    </Switch>
  );
}
