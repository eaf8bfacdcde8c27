/** The consent banner for third-party scripts (naming.md “Third-party scripts”), off unless a script is configured. */
export const consent = {
  label: 'Datenschutz-Einstellungen',
  title: 'Dürfen wir zwei externe Dienste nutzen?',
  intro: 'Wordhive funktioniert auch ohne sie vollständig. Nichts davon wird geladen, solange Sie nicht zustimmen:',
  sessionRecording: 'Sitzungsaufzeichnungen, die uns zeigen, wo Seiten Besucher behindern;',
  marketing: 'Marketing-Automatisierung, die unsere Newsletter und Angebote misst.',
  change: 'Sie können Ihre Wahl jederzeit über „Datenschutz-Einstellungen“ unten auf jeder Seite ändern.',
  accepted: 'Sie haben diesen Diensten zugestimmt.',
  rejected: 'Sie haben diese Dienste abgelehnt.',
  accept: 'Zustimmen',
  reject: 'Ablehnen',
};
