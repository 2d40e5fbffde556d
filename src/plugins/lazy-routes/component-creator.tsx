/**
 * Stands in for `@docusaurus/ComponentCreator` (aliased in index.ts): the
 * same route components, each created when its route is first rendered or
 * preloaded instead of when the route table is evaluated.
 */
// The alias index.ts sets to Docusaurus 3.9.2's own ComponentCreator.
import ComponentCreator from '@docusaurus-original/ComponentCreator';
import {lazyComponent, type RouteComponent} from './lazy-component';

export default function LazyComponentCreator(path: string, hash: string) {
  // react-loadable's types give its components `unknown` props; a route component takes the route's props.
  return lazyComponent(() => ComponentCreator(path, hash) as RouteComponent);
}
