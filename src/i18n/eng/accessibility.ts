/** The accessibility statement (/accessibility): WCAG 2.2 AA, known limits, reporting a barrier. */
export const accessibility = {
  title: 'Accessibility statement',
  description:
    'How Wordhive meets the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, what is not there yet, and how to tell us about a barrier.',
  lead: 'Wordhive is for every language professional and every client, whatever their device, their language or the way they use a screen. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
  statusTitle: 'Where we stand',
  status:
    'Wordhive partly conforms to WCAG 2.2 AA: the pages meet it, with the exceptions listed under “Known limits”.',
  measuresTitle: 'What we do',
  measureAxe:
    'Every page is checked with the axe accessibility engine in our automated tests, in a left-to-right and a right-to-left language, in the light and the dark theme.',
  measureKeyboard:
    'Everything works with a keyboard alone, with a visible focus and a “Skip to content” link at the top of every page.',
  measureForms: 'Forms label every field and say what is wrong next to the field, in words a screen reader announces.',
  measureContrast:
    'Text keeps a contrast of at least 4.5 to 1 in both themes, and animations stop when your system asks for reduced motion.',
  measureLanguages:
    'The interface reads in seven languages, Hebrew from right to left; a chat message in another direction than the page shows in its own.',
  limitsTitle: 'Known limits',
  limitUploads:
    'Photos, portfolio samples and texts that members upload are described by their authors; we cannot check every one.',
  limitClassic: 'Pages of the classic site that some menus lead to are not covered by this statement.',
  limitCharts: 'The charts of the admin area are drawings; their figures are also in the tables beside them.',
  reportTitle: 'Tell us about a barrier',
  report:
    'If something on Wordhive gets in your way, tell us on which page and what happened. Every report is read by the team, and barriers are fixed before new features.',
  reportButton: 'Report a barrier',
  settingsLink: 'Accessibility settings on the classic site',
  reviewed: 'This statement was last reviewed on {date}.',
};
