import type { home as en } from '../eng/home.ts';
import type { DictSection } from '../types.ts';

export const home: DictSection<typeof en> = {
  title: 'Wordhive: Übersetzer, Dolmetscher und Sprachdienstleister',
  description:
    'Finden Sie freiberufliche Übersetzer, Dolmetscher, Untertitler und Sprachdienstleister nach Sprachpaar, Leistung und Fachgebiet – oder lassen Sie sich von Auftraggebern finden.',
  heroTitle: 'Wo Sprachprofis und ihre Auftraggeber zusammenfinden',
  heroText:
    'Durchsuchen Sie {linguists} Sprachexperten und {companies} Sprachdienstleister nach Sprachpaar, Leistung und Fachgebiet. Kommunizieren Sie in Echtzeit, erhalten Sie Ihre Zahlungen sicher und bilden Sie sich kontinuierlich weiter.',
  findLinguist: 'Sprachexperten finden',
  joinFree: 'Kostenlos registrieren',
  figuresTitle: 'Wordhive heute',
  figureMembers: 'Mitglieder',
  figureLinguists: 'freiberufliche Sprachexperten',
  figureCompanies: 'Sprachdienstleister',
  figureOutsourcers: 'Auftraggeber',
  forLinguistsTitle: 'Für Sprachexperten',
  forLinguistsText:
    'Ein Profil, das Aufträge bringt: Sprachpaare, Preise, Qualifikationen, Referenzen und Bewertungen von Auftraggebern.',
  forCompaniesTitle: 'Für Sprachdienstleister',
  forCompaniesText:
    'Präsentieren Sie Ihr Unternehmen im Verzeichnis und finden Sie geprüfte Freiberufler für jedes Sprachpaar.',
  forOutsourcersTitle: 'Für Auftraggeber',
  forOutsourcersText:
    'Beschreiben Sie Ihren Bedarf in eigenen Worten und erreichen Sie in wenigen Minuten die passende Fachkraft.',
  newestTitle: 'Neueste Mitglieder',
  forYouTitle: 'Neue Aufträge in Ihren Sprachpaaren',
  forYouAll: 'Alle Aufträge in Ihren Sprachpaaren',
  forYouNone:
    'Gerade gibt es keinen offenen Auftrag in Ihren Sprachpaaren. Speichern Sie eine Suche, dann erfahren Sie vom nächsten.',
  forYouNoPairs: 'Fügen Sie Ihrem Profil Ihre Sprachpaare hinzu, um hier die passenden Aufträge zu sehen.',
  clientJobsTitle: 'Ihre laufenden Aufträge',
  clientTitle: 'Brauchen Sie eine Übersetzung?',
  clientText:
    'Veröffentlichen Sie einen Auftrag mit Sprachpaaren, Umfang und Termin, und Fachleute schicken Ihnen ihre Angebote.',
};
