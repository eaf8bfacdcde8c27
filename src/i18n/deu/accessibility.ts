/** The accessibility statement (/accessibility): WCAG 2.2 AA, known limits, reporting a barrier. */
export const accessibility = {
  title: 'Erklärung zur Barrierefreiheit',
  description:
    'Wie Wordhive die Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA erfüllt, was noch fehlt und wie Sie uns eine Barriere melden.',
  lead: 'Wordhive ist für alle Sprachprofis und alle Auftraggeber da, unabhängig von Gerät, Sprache oder der Art, wie sie einen Bildschirm nutzen. Unser Ziel sind die Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA.',
  statusTitle: 'Wo wir stehen',
  status:
    'Wordhive ist teilweise konform mit WCAG 2.2 AA: Die Seiten erfüllen die Richtlinien, mit den Ausnahmen unter „Bekannte Einschränkungen“.',
  measuresTitle: 'Was wir tun',
  measureAxe:
    'Jede Seite wird in unseren automatischen Tests mit der Prüfsoftware axe geprüft, in einer Sprache von links nach rechts und einer von rechts nach links, im hellen und im dunklen Design.',
  measureKeyboard:
    'Alles lässt sich allein mit der Tastatur bedienen, mit sichtbarem Fokus und einem Link „Zum Inhalt springen“ oben auf jeder Seite.',
  measureForms:
    'Formulare beschriften jedes Feld und nennen Fehler direkt am Feld, in Worten, die ein Screenreader vorliest.',
  measureContrast:
    'Text hat in beiden Designs einen Kontrast von mindestens 4,5 zu 1, und Animationen stoppen, wenn Ihr System reduzierte Bewegung verlangt.',
  measureLanguages:
    'Die Oberfläche gibt es in sieben Sprachen, Hebräisch von rechts nach links; eine Chatnachricht in anderer Schreibrichtung als die Seite erscheint in ihrer eigenen.',
  limitsTitle: 'Bekannte Einschränkungen',
  limitUploads:
    'Fotos, Arbeitsproben und Texte, die Mitglieder hochladen, beschreiben ihre Urheber selbst; wir können nicht jede prüfen.',
  limitClassic: 'Seiten der klassischen Website, zu denen manche Menüs führen, sind nicht Teil dieser Erklärung.',
  limitCharts: 'Die Diagramme im Admin-Bereich sind Grafiken; ihre Zahlen stehen auch in den Tabellen daneben.',
  reportTitle: 'Melden Sie uns eine Barriere',
  report:
    'Wenn Sie etwas auf Wordhive behindert, sagen Sie uns, auf welcher Seite und was geschehen ist. Das Team liest jede Meldung, und Barrieren beheben wir vor neuen Funktionen.',
  reportButton: 'Barriere melden',
  settingsLink: 'Einstellungen zur Barrierefreiheit auf der klassischen Website',
  reviewed: 'Diese Erklärung wurde zuletzt am {date} überprüft.',
};
