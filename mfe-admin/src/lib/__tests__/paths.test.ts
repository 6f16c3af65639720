import { describe, expect, it } from 'vitest';
import { adminLoginPath, isSafeAdminReturnTo } from '../paths.ts';

describe('admin returnTo', () => {
  it('given an admin page, comes back to it; anything else goes to the plain login', () => {
    expect(isSafeAdminReturnTo('/admin/felhasznalok?nev=kiss')).toBe(true);
    expect(adminLoginPath('/admin/felhasznalok')).toBe('/admin?returnTo=%2Fadmin%2Ffelhasznalok');
    for (const bad of [
      null,
      '',
      '/admin',
      '/app/tanar',
      '//evil.example/admin/x',
      '/admin//evil',
      'https://x.hu/admin/a',
      '/admin/\\x',
    ])
      expect(adminLoginPath(bad)).toBe('/admin');
  });
});
