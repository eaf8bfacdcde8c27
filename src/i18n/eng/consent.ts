/** The consent banner for third-party scripts (naming.md “Third-party scripts”), off unless a script is configured. */
export const consent = {
  label: 'Privacy choices',
  title: 'May we use two outside services?',
  intro: 'Wordhive works fully without them. Nothing of theirs loads unless you accept:',
  sessionRecording: 'session recordings, which show us where pages get in visitors’ way;',
  marketing: 'marketing automation, which measures our newsletters and offers.',
  change: 'You can change your mind at any time with “Privacy choices” at the bottom of every page.',
  accepted: 'You accepted these services.',
  rejected: 'You rejected these services.',
  accept: 'Accept',
  reject: 'Reject',
};
