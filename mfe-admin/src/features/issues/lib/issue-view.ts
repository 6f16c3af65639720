// How the screen reads a report (admin-area.md §2 "/admin/hibabejelentesek", §3, §4): the status
// badge, the type's name and which actions are open. An unknown status is shown raw.
import type { BadgeTone } from '@tavollet/design-system/components/Badge/Badge';
import type { IssueItem } from '@tavollet/contract/api/admin-issues';

const TONES: Record<string, BadgeTone> = {
  uj: 'info',
  fejlesztonek_tovabbitva: 'warning',
  lezarva: 'success',
};

/** The i18n key of a known status, or null for one shown raw. */
export const statusKey = (statusz: string): string | null => (statusz in TONES ? `issues.statuses.${statusz}` : null);

export const statusTone = (statusz: string): BadgeTone => TONES[statusz] ?? 'neutral';

/** hiba → "Hiba", anything else → "Fejlesztési javaslat". */
export const typeKey = (tipus: string) => (tipus === 'hiba' ? 'issues.types.hiba' : 'issues.types.other');

/** Forward is closed once forwarded (the server refuses it too). */
export const canForward = (r: Pick<IssueItem, 'tovabbitva_fejlesztonek'>) => !r.tovabbitva_fejlesztonek;

/** Close is open from uj or fejlesztonek_tovabbitva (admin-area.md §4), so never when closed. */
export const canClose = (r: Pick<IssueItem, 'statusz'>) =>
  r.statusz === 'uj' || r.statusz === 'fejlesztonek_tovabbitva';
