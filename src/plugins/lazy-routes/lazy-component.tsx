/**
 * A route component created on first use. Docusaurus's generated route table
 * calls ComponentCreator for every route (626 here) when main.js is
 * evaluated, before the page can respond: each call flattens the route's
 * chunk names and builds a react-loadable component. A page renders one
 * route per level, so all but a handful are never used.
 */
import React, {type ComponentType, type ReactNode} from 'react';

/** What Docusaurus reads of a route component besides rendering it (preload.ts: `route.component.preload?.()`). */
export type RouteComponent = ComponentType<object> & {preload?: () => unknown};

export function lazyComponent(create: () => RouteComponent): RouteComponent {
  let created: RouteComponent | undefined;
  const component = () => (created ??= create());
  function LazyRoute(props: object): ReactNode {
    const Component = component();
    return <Component {...props} />;
  }
  LazyRoute.preload = () => component().preload?.();
  return LazyRoute;
}
