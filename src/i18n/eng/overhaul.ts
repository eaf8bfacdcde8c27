/** The /about/overhaul page: about this new site. */
export const overhaul = {
  title: 'About this new site',
  description: 'Why Wordhive has a new site, what is new, what still lives on the classic site and what comes next.',
  lead: 'We are rebuilding Wordhive step by step. The new site runs beside the classic site while we move, so you can keep working as you always have.',
  whyTitle: 'Why a new site',
  whyText:
    'The classic site grew over more than twenty years. The new site starts again from what members use most, so that it is faster, works on every screen and is easier to use with a keyboard or a screen reader.',
  newTitle: 'What is new',
  newFast: 'Pages arrive complete from the server, so they are quick to read even on a slow connection.',
  newMobile: 'Every page works one-handed on a phone, with a menu that slides in from the side.',
  newLanguages:
    'The interface speaks German, English, Spanish, French, Hebrew, Italian and Portuguese, and remembers your choice.',
  newThemes: 'A light and a dark theme, following your device until you choose one.',
  newAccessible:
    'Built to be accessible: every control has a label, focus is always visible and colour contrast is checked in both themes.',
  classicTitle: 'What stays on the classic site for now',
  classicText:
    'The forums, invoicing, terminology search, the events calendar and the accessibility settings still live on the classic site. Links to them take you there.',
  classicLink: 'Go to the classic site',
  nextTitle: 'What comes next',
  nextText:
    'Member profiles, networking walls, payments and chat move over one by one. Each one arrives here when it is at least as good as its classic version.',
  feedbackTitle: 'Tell us what you think',
  feedbackText:
    'Is something missing, or not working the way you expect? Member services read every message and pass it on to the team building the site.',
};
