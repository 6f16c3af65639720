import { describe, expect, it } from 'vitest';
import { homeOf, isSafeReturnTo, landingPath } from '../role-homes.ts';

const user = (szerepkorok: ('tanar' | 'hr' | 'igazgato' | 'igazgatohelyettes')[]) => ({
  nev: 'X',
  email: 'x@y.hu',
  szerepkorok,
});

describe('role homes and the landing page after login', () => {
  it('given each role, its home; an unknown role goes to the chooser', () => {
    expect(homeOf('tanar')).toBe('/app/tanar');
    expect(homeOf('hr')).toBe('/app/hr');
    expect(homeOf('igazgato')).toBe('/app/igazgato');
    expect(homeOf('igazgatohelyettes')).toBe('/app/igazgatohelyettes');
    expect(homeOf('portas')).toBe('/app/szerep');
    expect(homeOf(null)).toBe('/app/szerep');
  });

  it('given one role, its home; several, the chooser; a safe returnTo wins', () => {
    expect(landingPath(user(['hr']), null)).toBe('/app/hr');
    expect(landingPath(user(['tanar', 'hr']), null)).toBe('/app/szerep');
    expect(landingPath(user(['tanar', 'hr']), '/app/tanar/keres?x=1')).toBe('/app/tanar/keres?x=1');
  });

  it('given a returnTo outside the staff area or to another origin, it is ignored', () => {
    for (const bad of [
      'https://evil.example/app/',
      '//evil.example/app/',
      '/admin',
      '/app/\\evil',
      '/app//evil.example',
      'app/tanar',
      // Dot segments resolve to a path outside /app/.
      '/app/../admin',
      '/app/./../',
      '/app/%2e%2e/admin',
      '/app/tanar/%2E%2E/%2e%2E/x',
      '/app/..',
    ]) {
      expect(isSafeReturnTo(bad)).toBe(false);
    }
    expect(landingPath(user(['tanar']), '//evil.example')).toBe('/app/tanar');
    expect(landingPath(user(['tanar']), '/app/../admin')).toBe('/app/tanar');
  });

  it('keeps a returnTo whose dots are inside a segment or in its query', () => {
    for (const good of ['/app/tanar/keres?d=..', '/app/tanar/a..b', '/app/tanar/.x', '/app/tanar#..'])
      expect(isSafeReturnTo(good), good).toBe(true);
  });
});
