import { describe, expect, it } from 'vitest';
import { REMOTE_MOUNTS, remoteForPath } from '../remote-routes.ts';

describe('remoteForPath', () => {
  it.each([
    ['/app/tanar', 'mfe_teacher', '/app/tanar', 'tanar'],
    ['/app/tanar/keres', 'mfe_teacher', '/app/tanar', 'tanar'],
    ['/app/tanar/', 'mfe_teacher', '/app/tanar', 'tanar'],
    ['/app/igazgato/jovahagyasok', 'mfe_leaders', '/app/igazgato', 'igazgato'],
    ['/app/igazgatohelyettes/uj-keres', 'mfe_leaders', '/app/igazgatohelyettes', 'igazgatohelyettes'],
    ['/app/hr', 'mfe_hr', '/app/hr', 'hr'],
    ['/admin', 'mfe_admin', '/admin', null],
    ['/admin/felhasznalok', 'mfe_admin', '/admin', null],
  ])('given %s, the remote is %s mounted at %s with role %s', (path, name, basePath, role) => {
    expect(remoteForPath(path)).toEqual({ name, basePath, role });
  });

  it.each(['/', '/app', '/app/szerep', '/app/tanarok', '/app/hrx', '/administrator', '/elfelejtett/jelszo'])(
    'given %s, no remote owns it (whole segments only)',
    (path) => {
      expect(remoteForPath(path)).toBeNull();
    },
  );

  it('given the contract, every remote has at least one mount and the leaders remote two', () => {
    const names = REMOTE_MOUNTS.map((m) => m.name);
    expect(new Set(names)).toEqual(new Set(['mfe_teacher', 'mfe_leaders', 'mfe_hr', 'mfe_admin']));
    expect(names.filter((n) => n === 'mfe_leaders')).toHaveLength(2);
  });
});
