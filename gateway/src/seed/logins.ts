// The demo logins printed at start (listed in the README too).
import { DEMO_ADMIN, DEMO_LEADERS, DEMO_PASSWORD, DEMO_DOMAIN, DEMO_TEACHERS } from './people.ts';

const ROLE_LABEL: Record<string, string> = {
  tanar: 'tanár',
  hr: 'HR',
  igazgato: 'igazgató',
  igazgatohelyettes: 'igazgatóhelyettes',
};

function demoLoginRows(): { belepes: string; email: string; szerep: string }[] {
  const staff = [...DEMO_LEADERS, DEMO_TEACHERS[0]!].map((p) => ({
    belepes: '/',
    email: `${p.login}@${DEMO_DOMAIN}`,
    szerep: p.szerepkorok.map((r) => ROLE_LABEL[r]).join(' + '),
  }));
  return [{ belepes: '/admin', email: DEMO_ADMIN.email, szerep: 'admin' }, ...staff];
}

/**
 * The demo logins as lines. `baseUrl` is where the gateway answers; null when it is not known (the
 * seed command runs without a gateway, so it names the paths and where the address comes from).
 */
export function demoLoginLines(baseUrl: string | null, seededNow: boolean): string[] {
  const rows = demoLoginRows();
  const w = Math.max(...rows.map((r) => r.email.length));
  return [
    '',
    seededNow ? 'Demó iskola létrehozva. Belépési adatok:' : 'Demó iskola belépési adatai:',
    ...rows.map((r) => `  ${r.email.padEnd(w)}  ${r.szerep.padEnd(22)}  ${baseUrl ?? ''}${r.belepes}`),
    `  + ${DEMO_TEACHERS.length - 1} további tanár (pl. horvath.zoltan@${DEMO_DOMAIN})`,
    `  Jelszó minden demó fiókhoz: ${DEMO_PASSWORD}`,
    ...(baseUrl
      ? []
      : ['  A címet az `npm start` írja ki induláskor (alapból http://localhost:8080, vagy a PORT értéke).']),
    '',
  ];
}

/** Writes the table to stdout (not the JSON log), so a person starting `npm start` sees it. */
export function printDemoLogins(baseUrl: string | null, seededNow: boolean): void {
  process.stdout.write(demoLoginLines(baseUrl, seededNow).join('\n') + '\n');
}
