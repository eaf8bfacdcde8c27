import type { impersonation as en } from '../eng/impersonation.ts';
import type { DictSection } from '../types.ts';

export const impersonation: DictSection<typeof en> = {
  menuItem: 'Als Mitglied handeln',
  viewingAs: 'Ansicht als {site_name}',
  title: 'Als Mitglied handeln',
  stop: 'Pseudo beenden',
  selectUser: 'Mitglied auswählen:',
  chooseUser: 'Ein Testkonto wählen',
  enterId: 'Entity-ID eingeben:',
  submit: 'Übernehmen',
  working: 'Wird gewechselt…',
  failed: 'Übernahme fehlgeschlagen: {error}',
  noSession: 'Keine aktive Sitzung gefunden. Bitte melden Sie sich erneut an.',
  errorStarting: 'Fehler beim Starten der Übernahme: {error}',
  stopFailed: 'Pseudo konnte nicht beendet werden: {error}',
  invalidId: 'Bitte geben Sie eine gültige Entity-ID ein (positive Zahl)',
  unknownError: 'Unbekannter Fehler',
  reasons: {
    adminTarget: 'Admins können nicht übernommen werden',
    noMember: 'Kein Mitglied hat diese Entity-ID',
    yourself: 'Sie können sich nicht selbst übernehmen',
    onlyAdmins: 'Nur Admins können als Mitglieder handeln',
    notImpersonating: 'Sie handeln gerade nicht als ein Mitglied',
  },
};
