/** The AI search modal and the header's search button (spec §2.4, §5). */
export const search = {
  title: 'What are you looking for?',
  note: 'Proudly brought to you with AI.',
  submit: 'Search',
  searching: 'Searching…',
  open: 'Search',
  /** The button's tooltip; {key} is the keyboard shortcut. */
  shortcut: 'Search (press {key})',
  close: 'Close',
  errors: {
    empty: 'Please enter a search term.',
    tooShort: 'Please enter at least 3 characters.',
    tooLong: 'Please enter no more than 50 characters.',
  },
};
