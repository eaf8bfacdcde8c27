/** The website feedback modal (spec §2.7, §8) and the footer link that opens it. */
export const feedback = {
  title: 'We’d love to hear your thoughts!',
  ratingLabel: 'How promising do you find this prototype?',
  stars: '{n} of 5 stars',
  suggestionLabel: 'Do you have any ideas, suggestions, or questions?',
  cancel: 'Cancel',
  submit: 'Submit feedback',
  sending: 'Sending…',
  saved: 'Feedback saved successfully!',
  failed: 'Error saving feedback!',
  required: 'This field is required.',
  tooLong: 'Use at most {n} characters',
};
