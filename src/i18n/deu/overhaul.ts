import type { overhaul as en } from '../eng/overhaul.ts';
import type { DictSection } from '../types.ts';

export const overhaul: DictSection<typeof en> = {
  title: 'Über die neue Website',
  description:
    'Warum Wordhive eine neue Website hat, was neu ist, was noch auf der klassischen Website bleibt und was als Nächstes kommt.',
  lead: 'Wir bauen Wordhive Schritt für Schritt neu. Während des Umzugs läuft die neue Website neben der klassischen, sodass Sie wie gewohnt weiterarbeiten können.',
  whyTitle: 'Warum eine neue Website',
  whyText:
    'Die klassische Website ist über mehr als zwanzig Jahre gewachsen. Die neue Website beginnt bei dem, was Mitglieder am meisten nutzen: Sie ist schneller, funktioniert auf jedem Bildschirm und lässt sich leichter mit Tastatur oder Screenreader bedienen.',
  newTitle: 'Was neu ist',
  newFast: 'Seiten kommen vollständig vom Server und sind dadurch auch bei langsamer Verbindung schnell lesbar.',
  newMobile:
    'Jede Seite lässt sich mit einer Hand auf dem Smartphone bedienen, mit einem Menü, das seitlich hereingleitet.',
  newLanguages:
    'Die Oberfläche spricht Deutsch, Englisch, Spanisch, Französisch, Hebräisch, Italienisch und Portugiesisch und merkt sich Ihre Wahl.',
  newThemes: 'Ein helles und ein dunkles Design, das Ihrem Gerät folgt, bis Sie selbst wählen.',
  newAccessible:
    'Auf Barrierefreiheit ausgelegt: Jedes Bedienelement ist beschriftet, der Fokus ist immer sichtbar und die Farbkontraste sind in beiden Designs geprüft.',
  classicTitle: 'Was vorerst auf der klassischen Website bleibt',
  classicText:
    'Die Foren, die Rechnungsstellung, die Terminologiesuche, der Veranstaltungskalender und die Einstellungen zur Barrierefreiheit befinden sich noch auf der klassischen Website. Links dorthin führen Sie direkt hin.',
  classicLink: 'Zur klassischen Website',
  nextTitle: 'Wie es weitergeht',
  nextText:
    'Mitgliederprofile, Networking-Pinnwände, Zahlungen und Chat ziehen nach und nach um. Jeder Bereich kommt hierher, sobald er mindestens so gut ist wie seine klassische Version.',
  feedbackTitle: 'Sagen Sie uns Ihre Meinung',
  feedbackText:
    'Fehlt etwas oder funktioniert etwas nicht wie erwartet? Der Mitgliederservice liest jede Nachricht und gibt sie an das Team weiter, das die Website entwickelt.',
};
