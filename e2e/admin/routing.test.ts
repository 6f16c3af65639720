// The approval routing editor in a real browser against the real gateway (docs/architecture.md
// "Approval routing", "Admin: approval routing"): the admin sends a leave type to the other leader;
// the teacher's next request of that type is on that leader's approvals list and not on the usual
// one; axe in both themes; the page at 360 px.
import { describe, expect, it } from 'vitest';
import { axe } from '../support/axe.ts';
import { openPage } from '../support/browser.ts';
import { DEMO } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';
import {
  approvalsTable,
  freeTwoDayRange,
  rowAction,
  signedInPage,
  submitAsTeacher,
} from '../leaders/leaders-support.ts';
import { openAdminPage, overflowsSideways, signInAdmin, withTheme } from './admin-support.ts';

const e2e = useGatewayAndBrowser();

describe('admin approval routing', () => {
  it('sends "Hivatalos távollét" to the deputy: the teacher’s next request waits on the deputy’s list, not the principal’s', async () => {
    const admin = await openPage(e2e.browser, e2e.gateway.url);
    const teacher = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.teacher);
    const deputy = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.deputy);
    const principal = await signedInPage(e2e.browser, e2e.gateway.url, DEMO.principal);
    try {
      const { page } = admin;
      await signInAdmin(page);
      await openAdminPage(page, 'szabadsag-kerelmek/utvonalak', 'Jóváhagyási útvonalak');
      await page
        .getByText(
          'A változás csak az ezután beküldött kérelmekre vonatkozik; a már beküldöttek az eredeti útvonalon haladnak tovább.',
        )
        .first()
        .waitFor();
      const row = page.getByRole('group', { name: /^Hivatalos távollét/ });
      const final = row.getByRole('combobox', { name: 'Végső jóváhagyó' });
      expect(await final.inputValue()).toBe('igazgato');
      await final.selectOption('igazgatohelyettes');
      await page.getByRole('button', { name: 'Mentés' }).click();
      await page
        .getByText('A jóváhagyási útvonalak mentve. Az ezután beküldött kérelmek már ezek szerint haladnak.')
        .waitFor();
      await page.reload();
      await expect
        .poll(() =>
          page
            .getByRole('group', { name: /^Hivatalos távollét/ })
            .getByRole('combobox', { name: 'Végső jóváhagyó' })
            .inputValue(),
        )
        .toBe('igazgatohelyettes');

      const range = await freeTwoDayRange(teacher.page, '2026-12-01');
      await submitAsTeacher(teacher.page, { tipus: 'hivatalos', ...range, megjegyzes: 'E2E útvonal' });

      await deputy.page.goto('/app/igazgatohelyettes/jovahagyasok');
      await rowAction(
        deputy.page,
        'Részletek',
        'Kovács Anna',
        'Hivatalos távollét',
        range.mettol,
        range.meddig,
      ).waitFor();
      await principal.page.goto('/app/igazgato/jovahagyasok');
      await approvalsTable(principal.page).waitFor();
      await principal.page.waitForLoadState('networkidle');
      expect(
        await rowAction(
          principal.page,
          'Részletek',
          'Kovács Anna',
          'Hivatalos távollét',
          range.mettol,
          range.meddig,
        ).count(),
      ).toBe(0);

      await page.getByRole('link', { name: 'Vissza a kérelmekhez' }).click();
      await page.waitForURL('**/admin/szabadsag-kerelmek');
      expect(admin.consoleErrors).toEqual([]);
    } finally {
      await Promise.all([admin.close(), teacher.close(), deputy.close(), principal.close()]);
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`given the ${theme} theme, axe finds no violations on the loaded editor, a refused choice included`, async () => {
      const w = await openPage(e2e.browser, e2e.gateway.url);
      try {
        await withTheme(w.page, theme);
        await signInAdmin(w.page);
        await openAdminPage(w.page, 'szabadsag-kerelmek/utvonalak', 'Jóváhagyási útvonalak');
        const row = w.page.getByRole('group', { name: /^Rendes szabadság/ });
        await row.getByRole('combobox', { name: 'Előzetes jóváhagyó' }).selectOption('igazgatohelyettes');
        await row.getByText('Az előzetes jóváhagyó nem lehet ugyanaz, mint a végső jóváhagyó.').waitFor();
        expect(await axe(w.page)).toEqual([]);
      } finally {
        await w.close();
      }
    });
  }

  it('given a 360 px wide screen, the page never scrolls sideways', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url, { viewport: { width: 360, height: 740 } });
    try {
      await signInAdmin(w.page);
      await openAdminPage(w.page, 'szabadsag-kerelmek/utvonalak', 'Jóváhagyási útvonalak');
      await w.page.getByRole('group', { name: /^Rendes szabadság/ }).waitFor();
      expect(await overflowsSideways(w.page)).toBe(false);
    } finally {
      await w.close();
    }
  });
});
