// The approval screens end to end (staff-area.md §2 "Approval screens", §4), in Chromium against
// the real gateway: a teacher's regular leave goes to the deputy, who reads its details and
// approves it with a comment; the list and the home's count update without a reload; the
// teacher's history shows the decision and the quota moved. The principal rejects another with
// a required reason, and a request withdrawn meanwhile answers the 409 message.
import { describe, expect, it } from 'vitest';
import { layoutMain } from '../support/app.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import { DEMO } from '../support/session.ts';
import {
  approvalsTable,
  dialogNamed,
  freeTwoDayRange,
  getJson,
  huToday,
  rowAction,
  signedInPage,
  submitAsTeacher,
} from './leaders-support.ts';

interface TeacherData {
  szabadsagKeretek: Record<string, number>;
}
interface HistoryItem {
  id: number;
  status: string;
  decidedAt: string | null;
  jovahagyoi_megjegyzes: string | null;
}

describe('leaders area: approvals', () => {
  const e2e = useGatewayAndBrowser();

  it('given a teacher request routed to the deputy, the deputy approves it with a comment and the teacher sees the decision and the quota', async () => {
    const teacher = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.teacher);
    const deputy = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.deputy);
    try {
      const { mettol, meddig } = await freeTwoDayRange(teacher.page);
      const before = await getJson<TeacherData>(teacher.page, '/api/user/teacher/getdata');
      const id = await submitAsTeacher(teacher.page, {
        tipus: 'rendes_szabadsag',
        mettol,
        meddig,
        megjegyzes: 'E2E jóváhagyásra',
      });

      // The deputy's home counts it; the approvals link leads to the list (client-side).
      const { page } = deputy;
      const counts = await getJson<{ pending: number }>(page, '/api/leaders/counts?szerep=igazgatohelyettes');
      await page.goto('/app/igazgatohelyettes');
      await page.getByTestId('pending-count').getByText(`${counts.pending} kérelem`).waitFor();
      await layoutMain(page)
        .getByRole('link', { name: /^Jóváhagyások/ })
        .click();
      await page.waitForURL('**/app/igazgatohelyettes/jovahagyasok');

      // Details: the note and the history; Escape closes and focus returns to the button.
      const details = rowAction(page, 'Részletek', 'Kovács Anna', 'Rendes szabadság', mettol, meddig);
      await details.click();
      const dialog = dialogNamed(page, 'Kérelem részletei');
      await dialog.getByText('E2E jóváhagyásra').waitFor();
      await dialog.getByText('Állapotváltozások').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await details.evaluate((el) => el === document.activeElement)).toBe(true);

      // Approve with a comment: the server's message, the row leaves, the count follows.
      await rowAction(page, 'Jóváhagyás', 'Kovács Anna', 'Rendes szabadság', mettol, meddig).click();
      const approve = dialogNamed(page, 'Kérelem jóváhagyása');
      await approve.getByLabel('Megjegyzés (nem kötelező)').fill('Jó pihenést! (E2E)');
      await approve.getByRole('button', { name: 'Jóváhagyás', exact: true }).click();
      await page.getByText('A kérelem jóváhagyva.').waitFor();
      await details.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Vissza a kezdőlapra' }).click();
      const after = counts.pending - 1;
      await page.getByTestId('pending-count').or(page.getByText('Nincs jóváhagyandó kérelem.')).waitFor();
      if (after > 0) await page.getByTestId('pending-count').getByText(`${after} kérelem`).waitFor();
      expect(deputy.failedRequests).toEqual([]);

      // The teacher: Jóváhagyva with the comment and today's decision date; the quota moved.
      const { page: tp } = teacher;
      await tp.goto('/app/tanar/elozmenyek');
      const row = tp.getByRole('row', { name: /E2E jóváhagyásra/ });
      await row.waitFor();
      const text = await row.textContent();
      expect(text).toContain('Jóváhagyva');
      expect(text).toContain('Megjegyzés: Jó pihenést! (E2E)');
      expect(text).toContain(huToday());
      const { items } = await getJson<{ items: HistoryItem[] }>(tp, '/api/user/teacher/history');
      expect(items.find((i) => i.id === id)).toMatchObject({
        status: 'jovahagyva',
        jovahagyoi_megjegyzes: 'Jó pihenést! (E2E)',
      });
      const now = await getJson<TeacherData>(tp, '/api/user/teacher/getdata');
      expect(now.szabadsagKeretek.rendes_szabadsag_felhasznalt).toBe(
        before.szabadsagKeretek.rendes_szabadsag_felhasznalt! + 2,
      );
      await tp.goto('/app/tanar/keres');
      const used = tp
        .getByRole('table', { name: /^Szabadságkeretek/ })
        .getByRole('row', { name: /^Rendes szabadság/ })
        .getByRole('cell')
        .nth(2);
      await used.getByText(String(now.szabadsagKeretek.rendes_szabadsag_felhasznalt)).waitFor();
    } finally {
      await Promise.all([teacher.close(), deputy.close()]);
    }
  });

  it('given the principal, a rejection needs a reason, and a request withdrawn meanwhile answers the 409 text', async () => {
    const teacher = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.teacher);
    const principal = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.principal);
    try {
      const first = await freeTwoDayRange(teacher.page, '2026-12-07');
      await submitAsTeacher(teacher.page, { tipus: 'hivatalos', ...first, megjegyzes: 'E2E elutasításra' });
      const second = await freeTwoDayRange(teacher.page, first.meddig);
      const withdrawn = await submitAsTeacher(teacher.page, {
        tipus: 'hivatalos',
        ...second,
        megjegyzes: 'E2E visszavonásra',
      });

      const { page } = principal;
      await page.goto('/app/igazgato/jovahagyasok');
      await rowAction(page, 'Elutasítás', 'Kovács Anna', 'Hivatalos távollét', first.mettol, first.meddig).click();
      const reject = dialogNamed(page, 'Kérelem elutasítása');
      await reject.getByRole('button', { name: 'Elutasítás', exact: true }).click();
      await reject.getByText('Az elutasítás indokát kötelező megadni.').waitFor();
      await reject.getByLabel(/Az elutasítás indoka/).fill('Tanítási szünetben kérd, kérlek. (E2E)');
      await reject.getByRole('button', { name: 'Elutasítás', exact: true }).click();
      await page.getByText('A kérelem elutasítva.').waitFor();
      await reject.waitFor({ state: 'detached' });

      // The teacher withdraws the other one while the principal's list still shows it.
      const res = await teacher.page.request.post('/api/user/teacher/withdraw', { data: { kerelem_id: withdrawn } });
      expect(res.status()).toBe(200);
      await rowAction(page, 'Jóváhagyás', 'Kovács Anna', 'Hivatalos távollét', second.mettol, second.meddig).click();
      await dialogNamed(page, 'Kérelem jóváhagyása').getByRole('button', { name: 'Jóváhagyás', exact: true }).click();
      await page.getByText('Ezt a kérelmet időközben visszavonták vagy már elbírálták. A lista frissült.').waitFor();
      await rowAction(page, 'Jóváhagyás', 'Kovács Anna', 'Hivatalos távollét', second.mettol, second.meddig).waitFor({
        state: 'detached',
      });
      expect(principal.failedRequests).toEqual([{ url: '/api/leaders/approve', failure: 409 }]);

      await teacher.page.goto('/app/tanar/elozmenyek');
      const row = teacher.page.getByRole('row', { name: /E2E elutasításra/ });
      await row.waitFor();
      expect(await row.textContent()).toContain('Elutasítva');
      expect(await row.textContent()).toContain('Indoklás: Tanítási szünetben kérd, kérlek. (E2E)');
    } finally {
      await Promise.all([teacher.close(), principal.close()]);
    }
  });

  it('given Space or a mouse click on a row checkbox and on "select all", the focus stays on that checkbox and a second press unticks it', async () => {
    const deputy = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.deputy, { width: 1280, height: 800 });
    try {
      const { page } = deputy;
      await page.goto('/app/igazgatohelyettes/jovahagyasok');
      const table = approvalsTable(page);
      const row = table.getByRole('checkbox', { name: /^Kijelölés: / }).first();
      const all = table.getByRole('checkbox', { name: 'Az összes kijelölése', exact: true });
      await row.waitFor();
      const focused = (box: typeof row) => box.evaluate((el) => el === document.activeElement);
      for (const box of [row, all]) {
        await box.focus();
        await page.keyboard.press('Space');
        expect(await box.isChecked()).toBe(true);
        expect(await focused(box)).toBe(true);
        await page.keyboard.press('Space');
        expect(await box.isChecked()).toBe(false);
        expect(await focused(box)).toBe(true);

        await box.click();
        expect(await box.isChecked()).toBe(true);
        expect(await focused(box)).toBe(true);
        await box.click();
        expect(await box.isChecked()).toBe(false);
        expect(await focused(box)).toBe(true);
      }
      expect(deputy.consoleErrors).toEqual([]);
    } finally {
      await deputy.close();
    }
  });

  it('given a 360 px screen, the table scrolls inside its box and a row action still opens its dialog', async () => {
    const deputy = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.deputy, { width: 360, height: 740 });
    try {
      const { page } = deputy;
      await page.goto('/app/igazgatohelyettes/jovahagyasok');
      const reject = approvalsTable(page)
        .getByRole('button', { name: /^Elutasítás: / })
        .first();
      await reject.waitFor();
      // The page itself never scrolls sideways; only the table's own box does.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await reject.scrollIntoViewIfNeeded();
      const box = await reject.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      await reject.click();
      const dialog = dialogNamed(page, 'Kérelem elutasítása');
      await dialog.getByLabel(/Az elutasítás indoka/).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await reject.evaluate((el) => el === document.activeElement)).toBe(true);
      const bulk = page.getByRole('button', { name: /^Kijelöltek jóváhagyása/ });
      const bulkBox = await bulk.boundingBox();
      expect(bulkBox && bulkBox.x + bulkBox.width <= 360).toBe(true);
    } finally {
      await deputy.close();
    }
  });

  it('given a 1280 px laptop screen, every column with the row actions shows without scrolling sideways', async () => {
    const deputy = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.deputy, { width: 1280, height: 800 });
    try {
      const { page } = deputy;
      await page.goto('/app/igazgatohelyettes/jovahagyasok');
      const table = approvalsTable(page);
      await table
        .getByRole('button', { name: /^Elutasítás: / })
        .first()
        .waitFor();
      const fits = await table.evaluate((el) => ({
        table: el.scrollWidth,
        box: el.parentElement?.clientWidth ?? 0,
      }));
      expect(fits.box).toBeGreaterThan(0);
      expect(fits.table).toBeLessThanOrEqual(fits.box);
    } finally {
      await deputy.close();
    }
  });
});
