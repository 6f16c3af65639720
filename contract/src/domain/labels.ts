// Hungarian labels of the leave types and statuses, for what the server writes itself (the HR CSV
// export, staff-area.md §9 "CSV export (HR)") and for screens that want one source. The staff
// screens' four status names are staff-area.md §4's; see docs/architecture.md "Data model".
import type { LeaveType, StaffStatus, Status } from '../codes.ts';

export const LEAVE_TYPE_LABELS: Record<LeaveType, string> = {
  rendes_szabadsag: 'Rendes szabadság',
  tappenz: 'Táppénz',
  szivessegi_helyettesites: 'Szívességi helyettesítés',
  hivatalos: 'Hivatalos távollét',
  iskola_eredetu: 'Iskolai érdekű távollét',
  gyermek_utan_jaro_potszabadsag: 'Gyermek után járó pótszabadság',
  apasagi_szabadsag: 'Apasági szabadság',
  szuloi_szabadsag: 'Szülői szabadság',
  halal: 'Haláleset miatti távollét',
  nagyszuloi_szabadsag: 'Nagyszülői szabadság',
};

/** How staff screens name a status (staff-area.md §4). */
export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = {
  benyujtva: 'Benyújtva',
  jovahagyva: 'Jóváhagyva',
  elutasitva: 'Elutasítva',
  visszavonva: 'Visszavonva',
  piszkozat: 'Piszkozat',
};

/** Every stored status by name, for a request's status history (both waiting steps told apart). */
export const STATUS_LABELS: Record<Status, string> = {
  piszkozat: 'Piszkozat',
  elozetes_jovahagyasra_var: 'Előzetes jóváhagyásra vár',
  jovahagyasra_var: 'Jóváhagyásra vár',
  jovahagyva: 'Jóváhagyva',
  elutasitva: 'Elutasítva',
  torolve: 'Visszavonva',
};
