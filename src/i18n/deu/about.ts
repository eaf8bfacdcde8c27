import type { about as en } from '../eng/about.ts';
import type { DictSection } from '../types.ts';

export const about: DictSection<typeof en> = {
  title: 'Über Wordhive',
  description:
    'Wordhive ist seit 1999 die Community und der Marktplatz für Übersetzer, Dolmetscher, Untertitler, Sprachdienstleister und ihre Auftraggeber.',
  lead: 'Seit 1999 bauen Sprachprofis auf Wordhive ihr Geschäft auf, und Auftraggeber finden hier für jedes Sprachpaar die richtige Person.',
  whoTitle: 'Für wen Wordhive da ist',
  whoLinguists:
    'Freiberufliche Übersetzer, Dolmetscher und Untertitler, die ihre Sprachpaare, Leistungen, Preise und Qualifikationen zeigen und von Auftraggebern gefunden werden.',
  whoCompanies:
    'Sprachdienstleister, die ihre Leistungen im Firmenverzeichnis vorstellen und Freiberufler für jedes Sprachpaar finden.',
  whoOutsourcers:
    'Auftraggeber, die Sprachdienstleistungen vergeben – von einer einzelnen beglaubigten Urkunde bis zur Produkteinführung in zwanzig Sprachen.',
  offerTitle: 'Was Sie hier tun können',
  offerDirectory: 'Freiberufler und Sprachdienstleister nach Sprachpaar, Leistung und Fachgebiet suchen.',
  offerOpportunities: 'In der Auftragsbörse Aufträge finden oder ausschreiben.',
  offerLearning:
    'Sich mit Kursen, Weiterbildungen und Zertifizierungen fortbilden und das eigene Niveau mit einem Sprachtest prüfen.',
  offerPayments: 'Mit Wordhive Pay Zahlungen von Auftraggebern erhalten und Kollegen bezahlen.',
  offerCommunity:
    'Im Chat direkt miteinander sprechen, auf Networking-Pinnwänden posten und den Communitys für Dolmetscher, Frauen in der Übersetzung und Pro-bono-Arbeit beitreten.',
  figuresTitle: 'Wordhive heute',
  valuesTitle: 'Was uns wichtig ist',
  valueFair:
    'Faire Arbeit: Sprachprofis legen ihre Preise selbst fest, und Auftraggeber sehen Qualifikationen und Bewertungen, bevor sie sich entscheiden.',
  valuePrivacy: 'Datenschutz: Sie entscheiden, wer Ihre Kontaktdaten sieht – alle, niemand oder nur Auftraggeber.',
  valueLanguages:
    'Jede Sprache: Die Website spricht sieben Sprachen, darunter Hebräisch von rechts nach links, und ist offen für jedes Sprachpaar.',
  moreTitle: 'Mehr erfahren',
};
