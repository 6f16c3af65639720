// GET /api/admin/getissuedata (admin-area.md §7 "Issues"): every report in the list order of
// admin-area.md §4 (uj, fejlesztonek_tovabbitva, lezarva, then any other status; newest first
// within each), sorted here so every client shows the same order.
// Image bytes are never read: each image is a URL.
import {
  compareIssues,
  issueImageUrl,
  type IssueDataAnswer,
  type IssueItem,
} from '@tavollet/contract/api/admin-issues';
import type { Services } from '../../deps.ts';
import type { AdminActor } from '../../../domain/actor.ts';

export async function getIssueData(s: Services, _actor: AdminActor): Promise<Omit<IssueDataAnswer, 'ok'>> {
  const rows = await s.models.IssueReport.find(
    {},
    {
      bejelentes_id: 1,
      bejelentes_idopont: 1,
      bejelento_nev: 1,
      bejelento_email: 1,
      bejelentes_tipus: 1,
      targy: 1,
      leiras: 1,
      statusz: 1,
      kritikus_e: 1,
      tovabbitva_fejlesztonek: 1,
      kepek: 1,
    },
  ).lean();
  const items: IssueItem[] = rows.map((r) => ({
    bejelentes_id: r.bejelentes_id,
    bejelentes_idopont: r.bejelentes_idopont.toISOString(),
    bejelento: r.bejelento_nev,
    bejelento_email: r.bejelento_email,
    bejelentes_tipus: r.bejelentes_tipus,
    targy: r.targy,
    leiras: r.leiras,
    // An older or imported status outside the enum is shown raw (admin-area.md §4).
    statusz: String(r.statusz ?? ''),
    kritikus_e: r.kritikus_e === true,
    tovabbitva_fejlesztonek: r.tovabbitva_fejlesztonek === true,
    kepek: (r.kepek ?? []).map((k) => ({
      kep_id: k.kep_id,
      fajlnev: k.fajlnev,
      url: issueImageUrl(r.bejelentes_id, k.kep_id),
    })),
  }));
  items.sort(compareIssues);
  return { items, fejleszto_email: s.config.developerEmail };
}
