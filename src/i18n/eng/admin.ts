/** The admin area. */
export const admin = {
  outbox: {
    title: 'Outbox',
    intro: 'The latest mail the site sent, newest first. Without SMTP set up, mail is kept here only.',
    empty: 'No mail yet.',
    to: 'To',
    sent: 'sent',
    kept: 'kept here (no SMTP)',
    failed: 'not sent',
  },
};
