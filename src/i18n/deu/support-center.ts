import type { supportCenter as en } from '../eng/support-center.ts';
import type { DictSection } from '../types.ts';

export const supportCenter: DictSection<typeof en> = {
  title: 'Hilfe erhalten',
  description:
    'So erreichen Sie den Mitgliederservice von Wordhive – und was Sie uns mitteilen sollten, damit wir Ihnen schnell helfen können.',
  lead: 'Der Mitgliederservice hilft Mitgliedern und Auftraggebern bei Konten, Profilen, Zahlungen und allem, was auf der Website nicht so funktioniert, wie es sollte. Jede Nachricht wird von einem Menschen gelesen.',
  helpTitle: 'Beginnen Sie im Hilfe-Center',
  helpText:
    'Die meisten Fragen zu Konten, Profilen, dem Verzeichnis, Zahlungen und Datenschutz werden dort beantwortet – der schnellste Weg zu einer Antwort.',
  helpLink: 'Hilfe-Center öffnen',
  contactTitle: 'An den Mitgliederservice schreiben',
  contactText:
    'Angemeldete Mitglieder schreiben dem Mitgliederservice im Chat. Wir antworten an Werktagen im Chat, sodass das ganze Gespräch an einem Ort bleibt.',
  contactSignedOut: 'Melden Sie sich zuerst an, damit wir wissen, um welches Konto es geht.',
  contactLink: 'Chat öffnen',
  includeTitle: 'Was Sie angeben sollten',
  includeWhere: 'die Adresse der Seite, auf der Sie waren (kopieren Sie sie aus Ihrem Browser),',
  includeWhat: 'was Sie getan haben, was Sie erwartet haben und was stattdessen passiert ist,',
  includeWhen: 'wann es passiert ist, und wenn möglich einen Screenshot.',
  includeNever: 'Senden Sie niemals ein Passwort oder eine Kartennummer: Der Mitgliederservice fragt nie danach.',
  signinTitle: 'Anmeldung klappt nicht?',
  signinText:
    'Prüfen Sie, ob Sie die E-Mail-Adresse Ihres Kontos verwenden; bei Passwörtern wird zwischen Groß- und Kleinschreibung unterschieden. Nach 10 falschen Passwörtern wird die Anmeldung für dieses Konto zum Schutz 15 Minuten lang ausgesetzt: Warten Sie und versuchen Sie es dann erneut.',
  signinStill:
    'Immer noch ausgesperrt? Registrieren Sie sich mit einer anderen E-Mail-Adresse und schreiben Sie von dort an den Mitgliederservice. Nennen Sie uns die E-Mail-Adresse des Kontos, auf das Sie nicht zugreifen können. Wir prüfen, ob es Ihnen gehört, bevor wir etwas ändern.',
  classicTitle: 'Foren, Rechnungen, Terminologie und Veranstaltungen',
  classicText:
    'Diese Bereiche befinden sich noch auf der klassischen Website. Der Mitgliederservice hilft auch dabei; nennen Sie einfach den Bereich, um den es geht.',
  accessibilityTitle: 'Etwas ist schwer zu bedienen?',
  accessibilityText:
    'Wenn sich eine Seite mit Tastatur, Screenreader oder Vergrößerung schlecht bedienen lässt, nennen Sie uns die Seite und was Sie versucht haben. Wir behandeln das als Fehler und beheben ihn.',
};
