// Test people: one per staff role, a two-role person, a blocked one, an invited one (no
// password yet) and an admin, all with the same password.
import type { Role } from '@tavollet/contract/codes';
import type { Models } from '../../src/db/models.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { nextId } from '../../src/db/counters.ts';

export const PASSWORD = 'Teszt-jelszo-1';

export const PEOPLE = {
  tanar: { email: 'tanar@teszt.hu', roles: ['tanar'] as Role[] },
  hr: { email: 'hr@teszt.hu', roles: ['hr'] as Role[] },
  igazgato: { email: 'igazgato@teszt.hu', roles: ['igazgato'] as Role[] },
  igazgatohelyettes: { email: 'helyettes@teszt.hu', roles: ['igazgatohelyettes'] as Role[] },
  ketszerepu: { email: 'tanar.hr@teszt.hu', roles: ['tanar', 'hr'] as Role[] },
  blokkolt: { email: 'blokkolt@teszt.hu', roles: ['tanar'] as Role[] },
} as const;
export type PersonKey = keyof typeof PEOPLE;

export const ADMIN = { email: 'admin@teszt.hu', nev: 'Teszt Admin' };
export const INVITED = {
  email: 'meghivott@teszt.hu',
  nev: 'Meghívott Ferenc',
  felhasznalonev: 'meghivott',
  om: '70000000099',
};

export async function createPeople(models: Models): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  let om = 70000000001;
  for (const [key, p] of Object.entries(PEOPLE)) {
    await models.User.create({
      user_id: await nextId(models, 'user_id'),
      nev: `Teszt ${key}`,
      email: p.email,
      felhasznalonev: key,
      oktatasi_azonosito: String(om++),
      szerepkorok: p.roles,
      blocked: key === 'blokkolt',
      passwordHash,
    });
  }
  await models.User.create({
    user_id: await nextId(models, 'user_id'),
    nev: INVITED.nev,
    email: INVITED.email,
    felhasznalonev: INVITED.felhasznalonev,
    oktatasi_azonosito: INVITED.om,
    szerepkorok: ['tanar'],
  });
  await models.Admin.create({ ...ADMIN, passwordHash });
}
