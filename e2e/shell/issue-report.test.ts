// The issue report screen in a real browser, down to what the gateway stored (staff-area.md §2,
// §4 "Bug report form", §5, §8).
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { layoutMain } from '../support/app.ts';
import { withGatewayDb } from '../support/database.ts';
import { DEMO, fieldLabel, signIn } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';

const e2e = useGatewayAndBrowser();

// A 1×1 PNG and a 1×1 WEBP (real files: the gateway checks the bytes).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAQAcJaQAA3AA/v3AgAA=', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('issue report', () => {
  it('given two screenshots and a PDF, the PDF is ignored and the report is stored with exactly two images', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.teacher);
      await w.page.goto('/app/hiba-jelentes');
      const main = layoutMain(w.page);
      await main.getByRole('heading', { name: 'Hibajelentés' }).waitFor();

      // Required fields first.
      await main.getByRole('button', { name: 'Beküldés' }).click();
      await main.getByText('A tárgy és a leírás megadása kötelező.').waitFor();

      // Critical only for bugs: switching to a suggestion clears it.
      await main.getByLabel('Kritikus hiba (akadályozza a munkát)').check();
      await main.getByLabel('A bejelentés típusa').selectOption('fejlesztes');
      expect(await main.getByLabel('Kritikus hiba (akadályozza a munkát)').count()).toBe(0);
      await main.getByLabel('A bejelentés típusa').selectOption('hiba');
      expect(await main.getByLabel('Kritikus hiba (akadályozza a munkát)').isChecked()).toBe(false);
      await main.getByLabel('Kritikus hiba (akadályozza a munkát)').check();

      await main.getByLabel(fieldLabel('Tárgy')).fill('  Üres a kérelemlista  ');
      await main.getByLabel(fieldLabel('Leírás')).fill('Szűrés után nem jelenik meg egy kérelem sem.');
      await main.getByLabel('Képernyőképek').setInputFiles([
        { name: 'lista.png', mimeType: 'image/png', buffer: PNG },
        { name: 'jelentes.pdf', mimeType: 'application/pdf', buffer: PDF },
        { name: 'szuro.webp', mimeType: 'image/webp', buffer: WEBP },
      ]);
      await main.getByRole('img', { name: 'szuro.webp' }).waitFor();
      expect(await main.getByRole('img').count()).toBe(2);
      await main.getByText('2 / 8 kép').waitFor();

      // A removed thumbnail can be added again.
      await main.getByRole('button', { name: 'Eltávolítás: lista.png' }).click();
      expect(await main.getByRole('img').count()).toBe(1);
      await main.getByLabel('Képernyőképek').setInputFiles([{ name: 'lista.png', mimeType: 'image/png', buffer: PNG }]);
      await main.getByRole('img', { name: 'lista.png' }).waitFor();

      await main.getByRole('button', { name: 'Beküldés' }).click();
      await main.getByText('Köszönjük! A bejelentést rögzítettük és feldolgozzuk.').waitFor();
      // The form is empty again.
      expect(await main.getByLabel(fieldLabel('Tárgy')).inputValue()).toBe('');
      expect(await main.getByRole('img').count()).toBe(0);

      const stored = await withGatewayDb(e2e.gateway, async (db) => {
        const report = await db.collection('issue_reports').findOne({ targy: 'Üres a kérelemlista' });
        const images = report
          ? await db.collection('issue_images').find({ bejelentes_id: report.bejelentes_id }).toArray()
          : [];
        return { report, images };
      });
      expect(stored.report).toMatchObject({
        bejelentes_tipus: 'hiba',
        kritikus_e: true,
        statusz: 'uj',
        bejelento_email: DEMO.teacher,
      });
      expect(stored.images.map((i) => [i.fajlnev, i.mime]).sort()).toEqual([
        // Every screenshot is re-encoded as WebP.
        ['lista.webp', 'image/webp'],
        ['szuro.webp', 'image/webp'],
      ]);
      expect((stored.report?.kepek as unknown[]).length).toBe(2);
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('given a pasted screenshot, text pasted into a field, a near-miss drop and the clear button', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.teacher);
      await w.page.goto('/app/hiba-jelentes');
      const main = layoutMain(w.page);
      await main.getByLabel(fieldLabel('Tárgy')).fill('Beillesztett kép');
      await w.page.evaluate((base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const data = new DataTransfer();
        data.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
        document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
      }, PNG.toString('base64'));
      // The browser's generic "image.png" is numbered, so thumbnails can be told apart.
      await main.getByRole('img', { name: 'képernyőkép-1.png' }).waitFor();

      // Text copied from Excel also carries a bitmap: pasted into a field it stays text.
      const taken = await main.getByLabel(fieldLabel('Leírás')).evaluate((field, base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const data = new DataTransfer();
        data.setData('text/plain', 'A1\tB1');
        data.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
        const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
        field.dispatchEvent(paste);
        return paste.defaultPrevented;
      }, PNG.toString('base64'));
      expect(taken).toBe(false);

      // A file dropped next to the drop zone is not opened by the browser.
      const opened = await w.page.evaluate((base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const data = new DataTransfer();
        data.items.add(new File([bytes], 'mellé.png', { type: 'image/png' }));
        const drop = new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
        document.querySelector('h1')?.dispatchEvent(drop);
        return !drop.defaultPrevented;
      }, PNG.toString('base64'));
      expect(opened).toBe(false);
      expect(await main.getByRole('img').count()).toBe(1);

      await main.getByRole('button', { name: 'Űrlap törlése' }).click();
      expect(await main.getByLabel(fieldLabel('Tárgy')).inputValue()).toBe('');
      expect(await main.getByRole('img').count()).toBe(0);
    } finally {
      await w.close();
    }
  });
});
