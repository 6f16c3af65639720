import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_FILES_ID } from '../staff-app-prefetch.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

/** A page load: the files are asked for once per page (the module's own flag). */
async function load() {
  vi.resetModules();
  return (await import('../staff-app-prefetch.ts')).prefetchStaffApp;
}

const prefetches = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map(
    (l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`,
  );

describe("the staff app's files fetched while signing in", () => {
  it('given the listed files, prefetches each same-origin path once, as a script or a stylesheet', async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = STAFF_FILES_ID;
    data.textContent = JSON.stringify([
      '/main.0a.js',
      '/workspace.1b.css',
      '//evil.example/x.js',
      '/\\evil.example/y.js',
      'x.js',
      5,
    ]);
    document.head.append(data);
    const prefetchStaffApp = await load();
    prefetchStaffApp();
    prefetchStaffApp();
    expect(prefetches()).toEqual(['script /main.0a.js', 'style /workspace.1b.css']);
  });

  it('given no list or a broken one, fetches nothing and throws nothing', async () => {
    (await load())();
    expect(prefetches()).toEqual([]);
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = STAFF_FILES_ID;
    data.textContent = '{not json';
    document.head.append(data);
    (await load())();
    expect(prefetches()).toEqual([]);
  });
});
