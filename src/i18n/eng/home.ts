export const home = {
  title: 'Wordhive: translators, interpreters and language companies',
  description:
    'Find freelance translators, interpreters, subtitlers and language companies by language pair, service and field, or get found by clients.',
  heroTitle: 'Where language professionals and their clients meet',
  heroText:
    'Search {linguists} linguists and {companies} language companies by language pair, service and field of expertise. Talk in real time, get paid safely and keep learning.',
  findLinguist: 'Find a linguist',
  joinFree: 'Join for free',
  figuresTitle: 'Wordhive today',
  figureMembers: 'members',
  figureLinguists: 'freelance linguists',
  figureCompanies: 'language companies',
  figureOutsourcers: 'clients',
  forLinguistsTitle: 'For linguists',
  forLinguistsText:
    'A profile that wins work: language pairs, rates, credentials, portfolio and feedback from clients.',
  forCompaniesTitle: 'For language companies',
  forCompaniesText: 'Show your business in the directory and find vetted freelancers for every language pair.',
  forOutsourcersTitle: 'For clients',
  forOutsourcersText: 'Describe what you need in your own words and reach the right professional in minutes.',
  newestTitle: 'Newest members',
  forYouTitle: 'New jobs in your language pairs',
  forYouAll: 'See all jobs in your language pairs',
  forYouNone: 'No open job in your language pairs right now. Save a search and you will hear of the next one.',
  forYouNoPairs: 'Add your language pairs to your profile to see the jobs in them here.',
  clientTitle: 'Need something translated?',
  clientText: 'Post a job with its language pairs, volume and deadline, and professionals send you their quotes.',
};
