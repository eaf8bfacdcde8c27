import type { helpCenter as en } from '../eng/help-center.ts';
import type { DictSection } from '../types.ts';

export const helpCenter: DictSection<typeof en> = {
  title: 'Hilfe-Center',
  description:
    'Antworten auf häufige Fragen zu Konten, Profilen, dem Verzeichnis, Zahlungen und Datenschutz bei Wordhive.',
  lead: 'Antworten auf die Fragen, die Mitglieder am häufigsten stellen, nach Themen geordnet.',
  contents: 'Themen',
  stillStuck: 'Keine Antwort gefunden?',
  apiTopic: 'Die API nutzen',
  accounts: {
    title: 'Konten',
    q1: 'Wie erstelle ich ein Konto?',
    a1: 'Wählen Sie oben auf jeder Seite „Registrieren“. Geben Sie Ihren Namen, Ihre E-Mail-Adresse und ein Passwort mit mindestens 10 Zeichen ein und wählen Sie, was am besten auf Sie zutrifft: Auftraggeber, freiberufliche Übersetzerin oder freiberuflicher Übersetzer, Dolmetscher, Untertitler oder Sprachdienstleister. Wir schicken Ihnen einen Link per E-Mail: Öffnen Sie ihn innerhalb von 24 Stunden, um Ihr Konto zu aktivieren.',
    q2: 'Ich kann mich nicht anmelden. Was kann ich tun?',
    a2: 'Prüfen Sie, ob Sie die E-Mail-Adresse Ihres Kontos verwenden; bei Passwörtern wird zwischen Groß- und Kleinschreibung unterschieden. Gerade registriert? Öffnen Sie zuerst den Link aus unserer E-Mail. Passwort vergessen? Wählen Sie auf der Anmeldeseite „Passwort vergessen?“, und wir schicken Ihnen einen Link, mit dem Sie ein neues wählen. Nach mehreren falschen Passwörtern von einem Gerät wartet dieses Gerät vor jedem neuen Versuch etwas länger; Ihre anderen Geräte sind davon nicht betroffen.',
    q3: 'Wie ändere ich die Sprache der Website?',
    a3: 'Wählen Sie eine Sprache in der Auswahl unten auf jeder Seite oder in Ihrem Profilmenü. Wenn Sie angemeldet sind, wird Ihre Wahl mit Ihrem Konto gespeichert und gilt auf all Ihren Geräten.',
  },
  profiles: {
    title: 'Profile',
    q1: 'Was sollte mein Profil zeigen?',
    a1: 'Auftraggeber entscheiden in dieser Reihenfolge: wer Sie sind, was Sie anbieten (Sprachpaare, Leistungen, Fachgebiete und Preise), Nachweise (Qualifikationen, Referenzen, Bewertungen und Projekthistorie) und wie man Sie erreicht. Füllen Sie jeden Teil aus: Ein vollständiges Profil wird leichter gefunden und ausgewählt.',
    q2: 'Wie werden Sprachpaare angezeigt?',
    a2: 'Immer mit ihrer Richtung, zum Beispiel DE → EN. Fügen Sie jede Richtung, in der Sie arbeiten, einzeln hinzu: Eine Übersetzung aus dem Deutschen ins Englische ist eine andere Leistung als eine aus dem Englischen ins Deutsche.',
    q3: 'Wer kann mein Profil sehen?',
    a3: 'Ihr Profil ist öffentlich, damit Auftraggeber Sie finden, noch bevor sie sich anmelden. Ihre Kontaktdaten werden nur so angezeigt, wie es Ihre Datenschutzeinstellungen erlauben.',
  },
  directory: {
    title: 'Verzeichnis',
    q1: 'Wie finde ich einen Übersetzer oder Dolmetscher?',
    a1: 'Öffnen Sie das Verzeichnis und wählen Sie Übersetzer, Dolmetscher, Untertitler oder Sprachdienstleister. Grenzen Sie die Liste dann nach Sprachpaar, Leistung und Fachgebiet ein. Es werden zwanzig Ergebnisse pro Seite angezeigt.',
    q2: 'Was ist der Unterschied zwischen dem Verzeichnis und dem Firmenverzeichnis?',
    a2: 'Das Verzeichnis listet freiberufliche Sprachprofis. Das Firmenverzeichnis listet Sprachdienstleister: Agenturen und andere Unternehmen, die Sprachdienstleistungen anbieten.',
    q3: 'Wie finden mich Auftraggeber?',
    a3: 'Auftraggeber suchen nach Sprachpaar, Leistung und Fachgebiet. Geben Sie daher jedes Sprachpaar und Fachgebiet an, in dem Sie wirklich arbeiten, und halten Sie Ihre Preise und Qualifikationen aktuell.',
  },
  payments: {
    title: 'Zahlungen',
    q1: 'Was ist Wordhive Pay?',
    a1: 'Mit Wordhive Pay bezahlen Auftraggeber Sprachprofis und Sprachprofis ihre Kollegen über Wordhive. Ihr Zahlungsbereich zeigt offene Posten, Gebühren, erhaltene, gesendete und ausgezahlte Beträge sowie eine Übersicht.',
    q2: 'Fallen Gebühren an?',
    a2: 'Jede Gebühr wird angezeigt, bevor Sie eine Zahlung bestätigen, und danach in Ihrem Zahlungsbereich aufgeführt. So wissen Sie immer, was Sie bezahlt haben und wofür.',
    q3: 'Wie verschicke ich eine Rechnung?',
    a3: 'Die Rechnungsstellung befindet sich noch auf der klassischen Website: Wählen Sie in der Fußzeile „Rechnungen“, um Ihre Rechnungen dort zu erstellen und zu verschicken.',
  },
  privacy: {
    title: 'Datenschutz',
    q1: 'Wer kann meine E-Mail-Adresse und Telefonnummer sehen?',
    a1: 'Das entscheiden Sie für jede Kontaktangabe: alle, niemand oder nur Auftraggeber (von Wordhive geprüfte Kunden). Ändern Sie es in den Datenschutzeinstellungen Ihres Profils; Ihre Kontoseite zeigt, wer die Angaben gesehen hat, die Sie nicht allen zeigen.',
    q2: 'Verwendet Wordhive Tracking-Cookies?',
    a2: 'Unsere eigenen Cookies halten Sie angemeldet und merken sich Ihre Sprache und Ihr Design. Analyse- und Marketingwerkzeuge bleiben ausgeschaltet, solange Sie nicht zustimmen.',
    q3: 'Wie lösche ich mein Konto?',
    a3: 'Schreiben Sie dem Mitgliederservice über die Seite „Hilfe erhalten“, und zwar von dem Konto aus, das Sie löschen möchten. Wir bestätigen die Anfrage mit Ihnen und löschen dann Ihr Konto und Ihr Profil.',
  },
};
