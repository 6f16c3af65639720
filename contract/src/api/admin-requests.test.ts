// The admin request payloads (admin-area.md §4 "Leave request status", §7 "Leave requests", §8
// "Requests"): the spec's texts, the list query's defaults and limits, the edit body's status rule
// (unknown → jovahagyasra_var) and the import envelope.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_REQUEST_MESSAGES as M,
  AdminRequestsQuery,
  BulkRequestsBody,
  UpdateAdminRequestBody,
} from './admin-requests.ts';

describe('the spec’s texts (admin-area.md §8 "Requests")', () => {
  it('keeps them word for word', () => {
    expect([M.loadFailed, M.updated, M.saveFailed, M.deleted, M.deleteFailed, M.importFailed]).toEqual([
      'A kérelmek betöltése sikertelen.',
      'Kérelem módosítva.',
      'Mentés sikertelen.',
      'Kérelem törölve.',
      'Törlés sikertelen.',
      'Import hiba.',
    ]);
  });
});

describe('AdminRequestsQuery', () => {
  it('defaults to the request date descending, page 1 of 25; empty values are no filter', () => {
    expect(AdminRequestsQuery.parse({ kereses: ' ', statusz: '', letrehozva_tol: '' })).toEqual({
      kereses: undefined,
      statusz: undefined,
      letrehozva_tol: undefined,
      letrehozva_ig: undefined,
      rendezes: 'letrehozva',
      irany: 'csokkeno',
      oldal: 1,
      meret: 25,
    });
  });

  it('reads numbers from the URL and refuses what is out of range', () => {
    expect(AdminRequestsQuery.parse({ oldal: '3', meret: '200', rendezes: 'nev', irany: 'novekvo' })).toMatchObject({
      oldal: 3,
      meret: 200,
    });
    expect(AdminRequestsQuery.safeParse({ meret: '0' }).error?.issues[0]?.message).toBe(M.badPageSize);
    expect(AdminRequestsQuery.safeParse({ statusz: 'x' }).error?.issues[0]?.message).toBe(M.unknownStatus);
  });
});

describe('UpdateAdminRequestBody', () => {
  const body = { kerelem_id: 5, tipus_kod: 'halal', kezdete: '2025-01-02', vege: '2025-01-03', megjegyzes: ' ' };

  it('treats an unknown or missing status as jovahagyasra_var (§4); a known one is kept', () => {
    expect(UpdateAdminRequestBody.parse({ ...body, statusz_kod: 'valami' }).statusz_kod).toBe('jovahagyasra_var');
    expect(UpdateAdminRequestBody.parse(body).statusz_kod).toBe('jovahagyasra_var');
    expect(UpdateAdminRequestBody.parse({ ...body, statusz_kod: 'torolve' })).toMatchObject({
      statusz_kod: 'torolve',
      megjegyzes: null,
    });
  });

  it('refuses a start after the end, an unreal date and an unknown type', () => {
    const first = (b: unknown) => UpdateAdminRequestBody.safeParse(b).error?.issues[0]?.message;
    expect(first({ ...body, vege: '2025-01-01' })).toBe(M.startAfterEnd);
    expect(first({ ...body, kezdete: '2025-02-30' })).toBe(M.invalidDate);
    expect(first({ ...body, tipus_kod: 'x' })).toBe(M.unknownType);
    expect(first({ ...body, tipus_kod: undefined })).toBe(M.typeRequired);
  });
});

describe('BulkRequestsBody', () => {
  it('wants the overwrite flag and at least one row; rows are checked by the CSV rules later', () => {
    expect(BulkRequestsBody.safeParse({ leaves: [{}] }).error?.issues[0]?.message).toBe(M.badOverwrite);
    expect(BulkRequestsBody.safeParse({ overwrite: false, leaves: [{ ev: 2025 }] }).success).toBe(true);
    expect(BulkRequestsBody.safeParse({ overwrite: false, leaves: [{ ev: 2025, x: 1 }] }).success).toBe(false);
  });
});
