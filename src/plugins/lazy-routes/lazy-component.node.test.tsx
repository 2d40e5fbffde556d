import React from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {lazyComponent, type RouteComponent} from './lazy-component';

function counted() {
  const created: string[] = [];
  const preloaded: string[] = [];
  const make = (name: string) =>
    lazyComponent(() => {
      created.push(name);
      const Route = (({label}: {label?: string}) => <p>{`${name}: ${label}`}</p>) as RouteComponent;
      Route.preload = () => preloaded.push(name);
      return Route;
    });
  return {created, preloaded, make};
}

describe('lazyComponent', () => {
  it('creates nothing until the route is rendered, then renders what the real component renders with its props', () => {
    const {created, make} = counted();
    const routes = ['/a', '/b', '/c'].map(make);
    expect(created).toEqual([]);
    const Route = routes[1];
    expect(renderToString(<Route {...{label: 'hello'}} />)).toBe('<p>/b: hello</p>');
    expect(created).toEqual(['/b']);
  });

  it('creates each route component once, however often it is rendered or preloaded', () => {
    const {created, preloaded, make} = counted();
    const Route = make('/a');
    Route.preload?.();
    renderToString(<Route />);
    renderToString(<Route />);
    Route.preload?.();
    expect(created).toEqual(['/a']);
    expect(preloaded).toEqual(['/a', '/a']);
  });
});
