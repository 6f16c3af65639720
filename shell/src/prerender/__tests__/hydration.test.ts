import { afterEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { canHydrate, prerenderedHydrationData } from '../hydration.ts';

const guard = () => null;
const routes: RouteObject[] = [
  {
    children: [
      { path: '/', loader: guard },
      { path: '/elfelejtett/jelszo' },
      { path: '/app', children: [{ path: 'szerep', loader: guard }] },
    ],
  },
];

function root(prerendered: boolean): HTMLElement {
  const el = document.createElement('div');
  if (prerendered) el.setAttribute('data-prerendered', '');
  return el;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('prerenderedHydrationData', () => {
  it('given the login path, answers null for its guard under the id React Router gives it', () => {
    expect(prerenderedHydrationData(routes, '/')).toEqual({ loaderData: { '0-0': null } });
  });

  it('given a page without loaders, has no loader data to give', () => {
    expect(prerenderedHydrationData(routes, '/elfelejtett/jelszo')).toEqual({ loaderData: {} });
  });

  it('given a nested page, names the nested route', () => {
    expect(prerenderedHydrationData(routes, '/app/szerep')).toEqual({ loaderData: { '0-2-0': null } });
  });
});

describe('canHydrate', () => {
  it('given markup rendered at build time and no sign-in on this browser, hydrates', () => {
    expect(canHydrate(root(true), routes, false)).toBe(true);
  });

  it('given no markup from the build, renders anew', () => {
    expect(canHydrate(root(false), routes, false)).toBe(false);
  });

  it('given a browser that signed in, renders the login page anew (its guard may send the visitor on)', () => {
    expect(canHydrate(root(true), routes, true)).toBe(false);
  });

  it('given a page without a guard, hydrates even after a sign-in', () => {
    window.history.replaceState(null, '', '/elfelejtett/jelszo');
    expect(canHydrate(root(true), routes, true)).toBe(true);
  });
});
