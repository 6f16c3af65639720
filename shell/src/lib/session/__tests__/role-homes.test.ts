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
    ]) {
      expect(isSafeReturnTo(bad)).toBe(false);
    }
    expect(landingPath(user(['tanar']), '//evil.example')).toBe('/app/tanar');
  });
});
