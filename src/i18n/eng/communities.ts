/** The three communities and the pro bono projects. */
export const communities = {
  names: {
    interpreters: 'interpreters community',
    'women-in-translation': 'women in translation community',
    'pro-bono': 'pro bono community',
  },
  pages: {
    interpreters: {
      metaTitle: 'Interpreters community · Wordhive',
      title: 'Interpreters',
      intro:
        'Conference, court, medical and community interpreters sharing booth partners, glossaries and advice on remote work, rates and working conditions.',
    },
    'women-in-translation': {
      metaTitle: 'Women in translation · Wordhive',
      title: 'Women in translation',
      intro:
        'A community that makes women translators and writers in translation more visible: mentoring, a monthly reading circle and partners for bids.',
    },
    'pro-bono': {
      metaTitle: 'Wordhive pro bono · Wordhive',
      title: 'Wordhive pro bono',
      intro:
        'Members who give a few hours of their time to non-profits: food banks, refugee services, libraries. Choose a project, volunteer, and the organisation gets in touch.',
    },
  },
  members: '{n} members',
  membersOne: '1 member',
  membersTitle: 'Newest members',
  join: 'Join the community',
  leave: 'Leave the community',
  joined: 'You are a member',
  joinedToast: 'Welcome to the {community}.',
  leftToast: 'You have left the {community}.',
  signInToJoin: 'Sign in to join',
  optInNote: 'Members who join appear here and on their profile, under community participation.',
  optIn: 'Show me in these communities',
  visit: 'Visit',
  roles: { member: 'Member', volunteer: 'Volunteer', moderator: 'Moderator', organiser: 'Organiser' },
  wallTitle: 'The community’s wall',
  wallText: '{n} members have posted a profile: who they are and what they are looking for.',
  wallTextOne: '1 member has posted a profile: who they are and what they are looking for.',
  wallAction: 'Open the wall',
  eventsTitle: 'Events',
  noEvents: 'No events planned yet.',
  projectsTitle: 'Projects looking for volunteers',
  noProjects: 'No open projects right now: come back soon.',
  needed: '{taken} of {needed} volunteers',
  deadline: 'By {date}',
  noDeadline: 'No deadline',
  volunteer: 'Volunteer',
  withdraw: 'Stop volunteering',
  volunteering: 'You volunteer for this project',
  full: 'This project has all its volunteers.',
  notYourPair:
    'This project needs a volunteer who translates its language pair: add the pair to your profile to volunteer.',
  volunteeredToast: 'Thank you! The organisation will get in touch.',
  closed: 'This project’s deadline has passed.',
  volunteers: 'Volunteers',
};
