/** The language selector (spec §4 Language) and the back button of profile pages (spec §2.12). */
export const language = {
  label: 'Language',
  changing: 'Changing the language…',
  backToSite: 'Back to Wordhive',
};
