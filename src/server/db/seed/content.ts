/**
 * Demo news and courses (issue 15), written by the staff accounts: news that
 * follows what the demo site holds (Wordhive Pay, the walls, the Lisbon
 * summit, the software hub), two of them also in Portuguese and German, and
 * four courses, one still a draft. The demo
 * translator is halfway through the pricing course; the demo interpreter has
 * finished the note-taking one; generated members fill the learner counts.
 */
import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import type { Locale } from '../../../contract/locales.ts';
import type { Db } from '../client.ts';
import { courseEnrolments, courseLessons, courses, lessonProgress, newsArticles, users } from '../schema/index.ts';
import { FIRST_GENERATED_ID } from './accounts.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;
const TEAM = 1;
const MARTA = 2;
const TOMAS = 3;
const SOFIA = 6;
const JONAS = 7;

const NEWS: {
  slug: string;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  /** English when not said. */
  language?: Locale;
  author: number;
  daysAgo: number;
}[] = [
  // Posted with the English article of the same day, for the summit's Portuguese-speaking guests.
  {
    slug: 'cimeira-de-traducao-juridica-de-lisboa-mural',
    title: 'Conheça colegas antes da Cimeira de Tradução Jurídica de Lisboa',
    summary:
      'A cimeira tem o seu mural de networking: publique o seu perfil e veja quem mais vem, de escritórios de advogados a agências.',
    body: 'A Cimeira de Tradução Jurídica de Lisboa começa dentro de menos de duas semanas e o seu mural de networking já está aberto. Publique um perfil curto a dizer o que traduz e o que procura, e veja os perfis dos colegas, agências e escritórios de advogados que lá estarão.\n\nPode filtrar o mural por par de línguas e por serviço, e enviar uma mensagem a qualquer pessoa a partir do seu cartão. Se os seus planos mudarem, retire o seu perfil com um clique.\n\nO mural fica aberto durante um mês depois da cimeira, para as conversas que começam nos corredores.',
    tags: ['events', 'networking'],
    language: 'por',
    author: TOMAS,
    daysAgo: 4,
  },
  {
    slug: 'lisbon-legal-translation-summit-wall',
    title: 'Meet colleagues before the Lisbon Legal Translation Summit',
    summary:
      'The summit has its networking wall: post your profile and see who else is coming, from law firms to agencies.',
    body: 'The Lisbon Legal Translation Summit starts in less than two weeks, and its networking wall is open. Post a short profile saying what you translate and what you are looking for, and browse the profiles of the colleagues, agencies and law firms who will be there.\n\nYou can filter the wall by language pair and by service, and send a message to anyone on it from their card. If your plans change, withdraw your profile in one click.\n\nThe wall stays open for a month after the summit, for the conversations that start in the corridors.',
    tags: ['events', 'networking'],
    author: TOMAS,
    daysAgo: 4,
  },
  {
    slug: 'wordhive-pay-spaeter-bezahlen',
    title: 'Wordhive Pay: Zahlungen jetzt zusagen und am Fälligkeitstag bezahlen',
    summary:
      'Auftraggeber können eine Zahlung jetzt auf das Datum der Rechnung legen, und Sprachprofis sehen sie in ihrer Liste offener Zahlungen kommen.',
    body: 'Viele unserer Kunden bezahlen ihre Übersetzerinnen und Übersetzer dreißig Tage nach der Lieferung. Bisher mussten sie selbst an das Datum denken; ab heute können sie die Zahlung in Wordhive Pay bei der Lieferung zusagen und am Fälligkeitstag begleichen.\n\nDie Sprachprofis sehen die zugesagte Zahlung vom ersten Tag an mit ihrem Fälligkeitsdatum in ihrer Liste offener Zahlungen: Niemand muss nachfragen. Eine zugesagte Zahlung kann auch früher aus dem Guthaben oder per Karte bezahlt werden.\n\nWie bisher zahlen Mitglieder mit bezahlter Mitgliedschaft auf jede Zahlung eine niedrigere Servicegebühr.',
    tags: ['payments', 'product'],
    language: 'deu',
    author: TEAM,
    daysAgo: 11,
  },
  {
    slug: 'wordhive-pay-pay-later',
    title: 'Wordhive Pay: promise a payment now, pay it on its due date',
    summary:
      'Outsourcers can now schedule a payment for the date on the invoice, and linguists see it coming in their pending list.',
    body: 'Many of our clients pay their translators thirty days after delivery. Until now they had to remember the date; from today they can promise the payment in Wordhive Pay when the job is delivered and fund it on its due date.\n\nThe linguist sees the promised payment in their pending list from the first day, with its due date, so there is no need to chase anyone. A promised payment can be funded early from the balance or by card.\n\nAs before, paid members pay a lower service fee on every payment.',
    tags: ['payments', 'product'],
    author: TEAM,
    daysAgo: 11,
  },
  {
    slug: 'software-hub-reviews',
    title: 'Review the tools you work with in the software hub',
    summary: 'Members who list a CAT tool on their profile can now rate it and say what they like and what they miss.',
    body: 'The software hub lists the CAT tools, subtitling editors and terminology tools our members use, with their platforms and price models. Each tool now has reviews written by members who list it on their profile.\n\nA review has stars, pros and cons. Our moderators read every review before it is published, as they do with testimonials. You can edit your review whenever the tool changes.\n\nOmegaT, the free and open-source CAT tool, has its own page with the members who use it.',
    tags: ['software', 'product'],
    author: TOMAS,
    daysAgo: 19,
  },
  {
    slug: 'managed-services-for-clients',
    title: 'A quote for your whole project, from our member services',
    summary:
      'Clients who would rather not pick translators themselves can now ask member services to run the project for them.',
    body: 'Not every client wants to compare profiles. A company with a website in six languages or a report due in four would rather hand over the project and receive the translations on time.\n\nOur member services team now takes such projects: describe the languages, the service, the volume and the deadline, and we answer with a quote within one working day. We then put together a team of Wordhive members and manage the project to delivery.\n\nThe translators on these projects are paid through Wordhive Pay, like any other member.',
    tags: ['product', 'clients'],
    author: MARTA,
    daysAgo: 27,
  },
  {
    slug: 'pro-bono-projects-autumn',
    title: 'Autumn pro bono projects: a food bank, a refugee helpline and a children’s library',
    summary:
      'Three non-profits need volunteer translators this season. See the projects and sign up on the pro bono page.',
    body: 'Wordhive pro bono matches non-profits with members who give a few hours of their time. This autumn three organisations have asked for help: leaflets for a food bank in Lisbon, a helpline script for a refugee service, and picture-book texts for a children’s library.\n\nEach project says how many volunteers it needs and by when. Volunteers appear on the project, and on their profile under community participation.\n\nThank you to the hundred and more members who volunteered last year.',
    tags: ['community', 'pro bono'],
    author: TOMAS,
    daysAgo: 33,
  },
  {
    slug: 'women-in-translation-reading-circle',
    title: 'Women in translation: a reading circle, and a new wall',
    summary:
      'The women in translation community starts a monthly online reading circle and opens its own networking wall.',
    body: 'Every month the women in translation community will read one book by a woman writer in translation, and meet online with its translator. The first meeting is in a few weeks; the event is on the community page.\n\nThe community also has its own networking wall, for members looking for a mentor, a reviewer or a partner for a bid.\n\nAny member can join the community from its page or from their profile.',
    tags: ['community', 'events'],
    author: TOMAS,
    daysAgo: 41,
  },
  {
    slug: 'courses-pricing-and-omegat',
    title: 'Two new courses: pricing your work, and OmegaT from the start',
    summary:
      'Short, practical courses for members: how to set and raise your rates, and how to translate your first project in OmegaT.',
    body: 'Our learning area has two new courses. “Pricing your translation work” walks through rates per word, per hour and per project, and how to raise them. “Getting started with OmegaT” takes you from installing the tool to delivering a translated file.\n\nEnrol from the course page and tick off each lesson as you go: your progress is kept on your account.\n\nBoth courses are free for every member.',
    tags: ['learning'],
    author: TEAM,
    daysAgo: 56,
  },
  {
    slug: 'language-assessment-credentials',
    title: 'Language assessment results now show on your profile',
    summary: 'Pass a Wordhive language assessment in one of your pairs and clients see it as a verified credential.',
    body: 'Clients often ask how they can tell a good translator from a profile. A Wordhive language assessment is one answer: a short test in one of your language pairs, graded by an experienced assessor.\n\nA pass appears on your profile as a verified credential for that pair. If you do not pass, you receive the assessor’s feedback and can try again after thirty days.\n\nAsk for an assessment from the language assessment page.',
    tags: ['product', 'learning'],
    author: MARTA,
    daysAgo: 70,
  },
  {
    slug: 'remote-interpreting-survey',
    title: 'What interpreters told us about remote work',
    summary:
      'Three hundred interpreters answered our survey on remote simultaneous interpreting: sound, fees and fatigue.',
    body: 'Thank you to everyone in the interpreters community who answered our survey. Most of you now work remotely at least once a month, and sound quality remains the first complaint.\n\nTwo thirds of you charge the same for remote and on-site work; a quarter add a technology fee. Fatigue after long remote sessions came up in almost every comment.\n\nThe interpreters community will discuss the results in a webinar; see its events.',
    tags: ['interpreting', 'community'],
    author: TOMAS,
    daysAgo: 88,
  },
  {
    slug: 'seven-interface-languages',
    title: 'Wordhive now speaks seven languages, Hebrew included',
    summary: 'The whole site is available in English, German, Spanish, French, Hebrew, Italian and Portuguese.',
    body: 'You can now use Wordhive in seven languages. Choose yours from the language menu in the header; the site remembers it on your account.\n\nHebrew is shown right to left throughout, including the chat and the payments pages.\n\nWhat members write, their profiles and messages, stays in the language they wrote it in.',
    tags: ['product'],
    author: TEAM,
    daysAgo: 120,
  },
];

const LESSON = (title: string, minutes: number, body: string) => ({ title, minutes, body });
const COURSES = [
  {
    slug: 'pricing-your-translation-work',
    title: 'Pricing your translation work',
    summary:
      'Set rates per word, per hour and per project that cover your costs, fit your market and leave room to grow.',
    level: 'beginner',
    author: TOMAS,
    published: true,
    daysAgo: 60,
    lessons: [
      LESSON(
        'What your time costs',
        20,
        'Start from the income you need in a year, add your costs (software, insurance, training, holidays) and divide by the hours you can really bill. That is your floor: the rate below which every job loses you money.\n\nMost freelancers bill between 1,000 and 1,400 hours a year, not 2,000.',
      ),
      LESSON(
        'Per word, per hour, per project',
        25,
        'A rate per word suits translation of running text; per hour suits reviewing, post-editing and terminology work; per project suits anything with a clear scope, such as a website.\n\nWhatever the unit, check it against your floor: how many words an hour do you really translate in this field?',
      ),
      LESSON(
        'Minimum fees and rush fees',
        15,
        'A short job takes almost as long to accept, prepare and invoice as a long one. A minimum fee covers that.\n\nA rush fee, often 25 to 50 per cent, pays for the evening or weekend a tight deadline takes.',
      ),
      LESSON(
        'Raising your rates',
        20,
        'Raise your rates for new clients first. For existing ones, give notice, explain what they get, and accept that some will leave: their place goes to better-paying clients.',
      ),
    ],
  },
  {
    slug: 'getting-started-with-omegat',
    title: 'Getting started with OmegaT',
    summary:
      'Install the free CAT tool, create a project, use translation memories and glossaries, and deliver a translated file.',
    level: 'beginner',
    author: TEAM,
    published: true,
    daysAgo: 55,
    lessons: [
      LESSON(
        'Installing OmegaT',
        10,
        'OmegaT runs on Windows, macOS and Linux. Download it from omegat.org, install it, and choose the language of its menus on first start.',
      ),
      LESSON(
        'Your first project',
        25,
        'Create a project folder, choose the source and target languages, and copy the files to translate into its source folder. OmegaT splits them into segments.',
      ),
      LESSON(
        'Memories and glossaries',
        25,
        'Put earlier translation memories (TMX files) in the project’s tm folder and your glossary in the glossary folder: matches and terms appear beside each segment as you translate.',
      ),
      LESSON(
        'Delivering the file',
        15,
        'Check tags and spelling, then create the translated documents: they appear in the target folder, in the original format, ready to send.',
      ),
    ],
  },
  {
    slug: 'note-taking-for-consecutive-interpreting',
    title: 'Note-taking for consecutive interpreting',
    summary:
      'A system of notes that keeps the structure of a speech: symbols, abbreviations and the page layout that holds them.',
    level: 'intermediate',
    author: TOMAS,
    published: true,
    daysAgo: 40,
    lessons: [
      LESSON(
        'Notes are for ideas, not words',
        20,
        'Write down the ideas and the links between them, never the speaker’s words. Your memory keeps the rest for the few minutes it needs to.',
      ),
      LESSON(
        'Symbols and abbreviations',
        30,
        'A small set of symbols, used always the same way, covers most speeches: arrows for change, a circle for people, a square for institutions. Learn twenty, not two hundred.',
      ),
      LESSON(
        'Layout on the page',
        25,
        'Write diagonally, one idea a line, and leave space on the left for links (because, but, so). A horizontal line closes each idea.',
      ),
    ],
  },
  {
    slug: 'machine-translation-post-editing',
    title: 'Machine translation post-editing',
    summary: 'When post-editing makes sense, how to price it, and light versus full post-editing in practice.',
    level: 'advanced',
    author: MARTA,
    published: false,
    daysAgo: 3,
    lessons: [
      LESSON(
        'Light or full post-editing',
        20,
        'Light post-editing makes a machine translation understandable and correct; full post-editing makes it read as if a person had translated it. Agree which one before you start.',
      ),
      LESSON(
        'Pricing post-editing',
        20,
        'Price post-editing by the hour, or by the word after sampling the output: the quality of machine translation varies too much for one rate per word.',
      ),
    ],
  },
] as const;

export async function seedContent(db: Db, { now, rnd }: { now: number; rnd: Random }): Promise<void> {
  await db.insert(newsArticles).values(
    NEWS.map(({ author, daysAgo, ...a }) => ({
      ...a,
      authorEntityId: author,
      publishedAt: new Date(now - daysAgo * DAY),
      updatedAt: new Date(now - daysAgo * DAY),
    })),
  );

  const created = await db
    .insert(courses)
    .values(
      COURSES.map(({ lessons: _, author, daysAgo, ...c }) => ({
        ...c,
        authorEntityId: author,
        createdAt: new Date(now - daysAgo * DAY),
        updatedAt: new Date(now - daysAgo * DAY),
      })),
    )
    .returning({ id: courses.id, slug: courses.slug });
  const lessons = await db
    .insert(courseLessons)
    .values(
      COURSES.flatMap((c, i) =>
        c.lessons.map((l, position) => ({ courseId: created[i]!.id, position: position + 1, ...l })),
      ),
    )
    .returning({ id: courseLessons.id, courseId: courseLessons.courseId, position: courseLessons.position });
  const courseId = (slug: string) => created.find((c) => c.slug === slug)!.id;
  const lessonsOf = (id: number) => lessons.filter((l) => l.courseId === id).sort((a, b) => a.position - b.position);

  const enrolments: (typeof courseEnrolments.$inferInsert)[] = [];
  const progress: (typeof lessonProgress.$inferInsert)[] = [];
  const take = (entityId: number, id: number, done: number, daysAgo: number) => {
    enrolments.push({ courseId: id, entityId, enrolledAt: new Date(now - daysAgo * DAY) });
    for (const [i, lesson] of lessonsOf(id).slice(0, done).entries())
      progress.push({ lessonId: lesson.id, entityId, completedAt: new Date(now - (daysAgo - i - 1) * DAY) });
  };
  const pricing = courseId('pricing-your-translation-work');
  const omegat = courseId('getting-started-with-omegat');
  const notes = courseId('note-taking-for-consecutive-interpreting');
  take(SOFIA, pricing, 2, 12);
  take(JONAS, notes, 3, 30);

  // Generated linguists: interpreters take the note-taking course, the others the two beginners' courses.
  const learners = await db
    .select({ entityId: users.entityId, accountType: users.accountType })
    .from(users)
    .where(
      and(
        gte(users.entityId, FIRST_GENERATED_ID),
        inArray(users.accountType, ['translator', 'interpreter', 'subtitler']),
        // Enrolled up to 50 days ago, as members.
        lt(users.createdAt, new Date(now - 51 * DAY)),
      ),
    )
    .orderBy(asc(users.entityId))
    .limit(120);
  for (const m of learners) {
    if (!rnd.chance(0.4)) continue;
    const id = m.accountType === 'interpreter' ? notes : rnd.pick([pricing, omegat]);
    take(m.entityId, id, rnd.int(0, lessonsOf(id).length), rnd.int(lessonsOf(id).length + 1, 50));
  }
  if (enrolments.length) await db.insert(courseEnrolments).values(enrolments);
  if (progress.length) await db.insert(lessonProgress).values(progress);
}
