/** The /about page. */
export const about = {
  title: 'About Wordhive',
  description:
    'Wordhive is the community and marketplace for translators, interpreters, subtitlers, language companies and the clients who hire them, since 1999.',
  lead: 'Since 1999, Wordhive has been the place where language professionals build their business, and where clients find the right person for every language pair.',
  whoTitle: 'Who Wordhive is for',
  whoLinguists:
    'Freelance translators, interpreters and subtitlers, who show their language pairs, services, rates and credentials and get found by clients.',
  whoCompanies:
    'Language companies, who present their services in the business directory and find freelancers for every language pair.',
  whoOutsourcers:
    'Clients who outsource language work, from a single certified document to a product launch in twenty languages.',
  offerTitle: 'What you can do here',
  offerDirectory: 'Search freelancers and language companies by language pair, service and field of expertise.',
  offerOpportunities: 'Find work, or post it, in the opportunities marketplace.',
  offerLearning:
    'Keep learning with courses, training and certification, and check your level with a language assessment.',
  offerPayments: 'Get paid by clients and pay colleagues with Wordhive Pay.',
  offerCommunity:
    'Talk one to one in the chat, post on networking walls and join the interpreters, women in translation and pro bono communities.',
  figuresTitle: 'Wordhive today',
  valuesTitle: 'What we care about',
  valueFair:
    'Fair work: professionals set their own rates, and clients see credentials and feedback before they decide.',
  valuePrivacy: 'Privacy: you decide who sees your contact details, whether everyone, no one or clients only.',
  valueLanguages:
    'Every language: the site speaks seven languages, including Hebrew written right to left, and welcomes every language pair.',
  moreTitle: 'Find out more',
};
