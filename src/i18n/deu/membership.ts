/** The membership page (plans, benefits, new members, new businesses) and the mentors page. */
export const membership = {
  metaTitle: 'Mitgliedschaft · Wordhive',
  metaDescription:
    'Was die Wordhive-Mitgliedschaft Sprachprofis und Sprachdienstleistern bietet, und wer in den letzten 30 Tagen dazugekommen ist.',
  title: 'Mitgliedschaft',
  intro:
    'Mit der Mitgliedschaft zeigen Sprachprofis und Sprachdienstleister ihren Kunden, dass sie ihre Arbeit ernst nehmen – und Neue werden gesehen.',
  benefitsTitle: 'Was Mitglieder bekommen',
  benefits: {
    badgeTitle: 'Ein Mitgliedsabzeichen, nach dem Kunden filtern können',
    badgeText:
      'Ihre Karte und Ihr Profil tragen das Abzeichen, und Kunden können im Verzeichnis nur zahlende Mitglieder anzeigen.',
    newTitle: 'Ein Willkommen auf der Startseite',
    newText: 'In ihren ersten 30 Tagen erscheinen neue Mitglieder auf der Startseite und auf dieser Seite.',
    mentorTitle: 'Mentoring',
    mentorText: 'Erfahrene Mitglieder begleiten Neue bei Preisen, CAT-Tools, Spezialisierung und Kundensuche.',
    businessTitle: 'Unternehmensmitgliedschaft',
    businessText:
      'Sprachdienstleister stehen mit ihren Sprachpaaren, Fachgebieten und Bewertungen im Unternehmensverzeichnis.',
  },
  plans: {
    title: 'Mitgliedschaften',
    fee: 'Zahlende Mitglieder zahlen auf Zahlungen, die sie über Wordhive Pay erhalten, {member} Servicegebühr statt {standard}.',
    currency: 'Preise in',
    names: { professional: 'Professional', business: 'Business' },
    for: { professional: 'Für Übersetzer, Dolmetscher und Untertitler', business: 'Für Sprachdienstleister' },
    perYear: '{price} pro Jahr',
    professionalFeatures: [
      'Das Mitgliedsabzeichen auf Ihrer Karte und im Profil',
      'Die niedrigere Servicegebühr bei Wordhive Pay',
      'Dreißig Tage als neues Mitglied auf der Startseite',
      'Mentoring durch erfahrene Mitglieder',
    ],
    businessFeatures: [
      'Das Mitgliedsabzeichen im Unternehmensverzeichnis',
      'Die niedrigere Servicegebühr bei Wordhive Pay',
      'Dreißig Tage unter den neuen Unternehmen',
      'Ihre Sprachpaare, Fachgebiete und Bewertungen im Unternehmensverzeichnis',
    ],
    buy: 'Mitglied werden',
    renew: 'Um ein Jahr verlängern',
    signIn: 'Zum Mitgliedwerden anmelden',
    notForYou: 'Diese Mitgliedschaft ist für eine andere Kontoart.',
    active: 'Ihre {plan}-Mitgliedschaft läuft bis {date}.',
    expired: 'Ihre {plan}-Mitgliedschaft endete am {date}.',
    history: 'Ihre Käufe',
    purchase: '{plan}: {amount}, {from} bis {to}',
    receipt: 'Quittung (PDF)',
    payments: 'Wordhive Pay',
    formTitle: 'Ein Jahr {plan}-Mitgliedschaft',
    balance: 'Mein Wordhive-Guthaben',
    done: 'Danke! Ihre Mitgliedschaft läuft bis {date}.',
    errors: {
      insufficient:
        'Ihr Wordhive-Guthaben reicht nicht: Zahlen Sie per Karte oder wählen Sie die Währung Ihres Guthabens.',
      declined: 'Die Karte wurde abgelehnt; es wurde nichts belastet.',
      paidAhead: 'Ihre Mitgliedschaft ist bereits für mehr als ein Jahr im Voraus bezahlt.',
      notForYou: 'Diese Mitgliedschaft ist für eine andere Kontoart.',
    },
  },
  joinAction: 'Bei Wordhive mitmachen',
  directoryAction: 'Verzeichnis durchsuchen',
  newMembersTitle: 'Neue Mitglieder',
  newMembersText:
    'Sprachprofis, die in den letzten {days} Tagen beigetreten sind oder ihre erste Mitgliedschaft abgeschlossen haben.',
  newMembersEmpty: 'In den letzten {days} Tagen ist noch niemand beigetreten.',
  newBusinessesTitle: 'Neue Unternehmen',
  newBusinessesText: 'Sprachdienstleister, die in den letzten {days} Tagen beigetreten oder Mitglied geworden sind.',
  newBusinessesEmpty: 'In den letzten {days} Tagen ist noch kein Sprachdienstleister beigetreten.',
  seeAllNewMembers: 'Alle neuen Mitglieder und Unternehmen ansehen',
  newSinceJoined: 'Beigetreten am {date}',
  newSinceFirstPaid: 'Mitglied seit {date}',
  mentorTopics: {
    starting_out: 'Der Start als Freiberufler',
    pricing: 'Preise und Verhandlung',
    cat_tools: 'CAT-Tools',
    legal_translation: 'Juristische Übersetzung',
    medical_translation: 'Medizinische Übersetzung',
    conference_interpreting: 'Konferenzdolmetschen',
    subtitling: 'Untertitelung',
    marketing: 'Eigenmarketing',
  },
  mentors: {
    metaTitle: 'Mentoren · Wordhive',
    metaDescription:
      'Erfahrene Übersetzer, Dolmetscher und Untertitler, die Neue begleiten: Preise, CAT-Tools, Spezialisierung und Kundensuche.',
    title: 'Mentoren',
    intro:
      'Erfahrene Mitglieder, die Neuen den Einstieg erleichtern. Öffnen Sie ein Profil, um zu sehen, woran sie arbeiten, und nehmen Sie Kontakt auf.',
    topics: 'Hilft bei',
    count: '{count} Mentoren',
    countOne: '1 Mentor',
    empty: 'Es sind noch keine Mentoren eingetragen.',
    emptyAction: 'Vorteile der Mitgliedschaft ansehen',
    becomeMentor:
      'Jedes Mitglied kann sich im Profil-Updater seines Profils als Mentor melden, mit den Themen, bei denen es hilft.',
  },
};
