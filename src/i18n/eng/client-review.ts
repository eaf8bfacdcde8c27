/** The page where a member's past client answers a review or confirmation request, without an account (issue 21). */
export const clientReview = {
  pageTitle: 'Your answer',
  reviewTitle: 'A review for {member}',
  projectTitle: 'Confirm a project for {member}',
  reviewIntro:
    'Hello {client}. {member} asked you for a short review of the work they did for you. No account is needed; your answer appears on their profile under the name you give.',
  projectIntro:
    'Hello {client}. {member} lists this project on their profile as done for you. Please tell us whether it happened as listed.',
  willingAgain: 'Would you work with {member} again?',
  yes: 'Yes',
  no: 'No',
  rating: 'Your rating',
  stars: '{n} stars',
  starsOne: '1 star',
  comment: 'Your review',
  name: 'Your name',
  company: 'Company (optional)',
  confirmQuestion: 'Did this project happen as listed?',
  confirmYes: 'Yes, it did',
  confirmNo: 'No, it did not',
  expires: 'This link works once, until {date}.',
  submit: 'Send my answer',
  sending: 'Sending…',
  thanks: 'Thank you',
  thanksText: 'Your answer is on {member}’s profile.',
  viewProfile: 'See {member}’s profile',
  failed: 'Your answer could not be sent. Try again.',
  problems: {
    invalid: {
      title: 'This link is not valid',
      text: 'Check that you opened the whole address from the email.',
    },
    used: {
      title: 'This link has already been used',
      text: 'Thank you: the answer is on the profile.',
    },
    expired: {
      title: 'This link has expired',
      text: 'Ask the member to send you a new one.',
    },
    projectGone: {
      title: 'This project is no longer listed',
      text: 'The member has since removed it from their project history: there is nothing to confirm.',
    },
    memberGone: {
      title: 'This member is no longer on Wordhive',
      text: 'There is no profile left to review.',
    },
    own: {
      title: 'This is your own request',
      text: 'You asked for this review: only the client you sent it to can answer it, from an address that is not yours.',
    },
  },
};
