import type { apiHelp as en } from '../eng/api-help.ts';
import type { DictSection } from '../types.ts';

export const apiHelp: DictSection<typeof en> = {
  title: 'Die Wordhive-API nutzen',
  description:
    'Rufen Sie Wordhive aus Ihren Skripten und Übersetzungswerkzeugen auf: Erstellen Sie ein persönliches Zugriffstoken, durchsuchen Sie das Verzeichnis und halten Sie Ihr Profil aktuell.',
  lead: 'Skripte und Übersetzungswerkzeuge (Plug-ins für OmegaT, Trados oder memoQ, Ihr eigener Code) können die Wordhive-API in Ihrem Namen aufrufen: das Verzeichnis durchsuchen, Profile lesen und Ihr eigenes aktualisieren.',
  tokenTitle: '1. Token erstellen',
  tokenText:
    'Geben Sie dem Token auf Ihrer Kontoseite unter „Persönliche Zugriffstoken“ einen Namen und wählen Sie, was es darf und wann es abläuft; dann geben Sie Ihr Passwort ein. Kopieren Sie es sofort: Es wird nur einmal angezeigt. Halten Sie es geheim wie ein Passwort.',
  accountLink: 'Token auf Ihrer Kontoseite erstellen',
  callTitle: '2. Die API aufrufen',
  callText:
    'Senden Sie das Token im Authorization-Header jeder Anfrage. Zum Beispiel Übersetzer für Recht, Portugiesisch → Englisch:',
  scopesTitle: 'Was ein Token darf',
  scopesText:
    'profile:read liest Profile und die Verzeichnisse; profile:write ändert Ihr eigenes Profil. Ein Token öffnet nie Seiten, den Verwaltungsbereich oder private Daten anderer und handelt mit den Rechten eines Mitglieds, auch wenn Ihr Konto zum Team gehört.',
  limitsTitle: 'Grenzen',
  limitsText:
    'Jedes Token darf {limit} Aufrufe pro Minute machen; darüber hinaus lautet die Antwort 429, mit einem Retry-After-Header, der sagt, wie viele Sekunden zu warten sind. Jeder Aufruf wird mit dem Token protokolliert, das ihn gemacht hat. Widerrufen Sie ein Token auf Ihrer Kontoseite, funktioniert es sofort nicht mehr.',
  referenceTitle: 'Referenz',
  referenceText: 'Jeden Endpunkt mit seinen Parametern, Antworten und Fehlern finden Sie in',
  referenceLink: 'der API-Referenz',
  documentLink: 'dem OpenAPI-Dokument',
};
