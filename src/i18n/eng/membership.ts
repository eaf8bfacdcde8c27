/** The membership page (benefits, new members, new businesses) and the mentors page. */
export const membership = {
  metaTitle: 'Membership · Wordhive',
  metaDescription:
    'What Wordhive membership gives language professionals and companies, and the members who joined in the last 30 days.',
  title: 'Membership',
  intro:
    'Membership is how linguists and language companies show clients they are serious about their work, and how newcomers get seen.',
  benefitsTitle: 'What members get',
  benefits: {
    badgeTitle: 'A member badge clients can filter by',
    badgeText: 'Your card and profile carry the badge, and clients can list paying members only in the directory.',
    newTitle: 'A welcome on the front page',
    newText: 'For their first 30 days, new members are shown on the home page and on this page.',
    mentorTitle: 'Mentoring',
    mentorText: 'Experienced members mentor newcomers on pricing, CAT tools, specialising and finding clients.',
    businessTitle: 'Business membership for companies',
    businessText: 'Language companies are listed in the business directory with their pairs, fields and ratings.',
  },
  joinAction: 'Join Wordhive',
  directoryAction: 'Browse the directory',
  newMembersTitle: 'New members',
  newMembersText: 'Linguists who joined, or took out their first membership, in the last {days} days.',
  newMembersEmpty: 'No one has joined in the last {days} days yet.',
  newBusinessesTitle: 'New businesses',
  newBusinessesText: 'Language companies that joined, or became members, in the last {days} days.',
  newBusinessesEmpty: 'No language company has joined in the last {days} days yet.',
  seeAllNewMembers: 'See all new members and businesses',
  newSinceJoined: 'Joined {date}',
  newSinceFirstPaid: 'Member since {date}',
  mentorTopics: {
    starting_out: 'Starting out as a freelancer',
    pricing: 'Pricing and negotiation',
    cat_tools: 'CAT tools',
    legal_translation: 'Legal translation',
    medical_translation: 'Medical translation',
    conference_interpreting: 'Conference interpreting',
    subtitling: 'Subtitling',
    marketing: 'Marketing yourself',
  },
  mentors: {
    metaTitle: 'Mentors · Wordhive',
    metaDescription:
      'Experienced translators, interpreters and subtitlers who mentor newcomers: pricing, CAT tools, specialising and finding clients.',
    title: 'Mentors',
    intro:
      'Experienced members who help newcomers find their feet. Open a profile to see what they work on, then get in touch.',
    topics: 'Can help with',
    count: '{count} mentors',
    empty: 'No mentors are listed yet.',
    emptyAction: 'See what members get',
    becomeMentor:
      'Any member can volunteer as a mentor, with the topics they help with, from the Profile Updater on their profile.',
  },
};
