/**
 * Demo jobs (issue 17). Job 1 is the demo client's (Priya Raman, 9) open
 * Portuguese → English contract translation; job 2 her completed one, done by
 * the demo translator (Sofia Almeida, 6), rated both ways and in Sofia's
 * project history. The rest are posted by generated clients and companies,
 * with quotes from generated linguists who work in the job's pair, and a few invitations to quote.
 * `count` can be raised to fill the list for benchmarks (100,000 jobs).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { quoteTotalCents } from '../../../contract/opportunities.ts';
import { DISCIPLINE_BY_ID } from '../../../contract/taxonomy.ts';
import { syncJobPairs } from '../../features/opportunities/repository.ts';
import { refreshStarRating } from '../../features/profile/repository.ts';
import type { Db } from '../client.ts';
import {
  bbEntries,
  jobInvitations,
  jobPairs,
  jobQuotes,
  jobs,
  languagePairs,
  memberFeedback,
  memberProjects,
  users,
} from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import { createRandom, type Random } from './random.ts';

const DAY = 86_400_000;
const PRIYA = 9;
const SOFIA = 6;

interface Template {
  title: string;
  description: string;
  pair: [string, string];
  serviceId: number;
  disciplineId: number | null;
  unit: 'words' | 'pages' | 'minutes' | 'hours' | 'days';
  volume: [number, number];
  /** Rate range per unit, thousandths of the currency. */
  rate: [number, number];
  currency: string;
  /**
   * The same kind of job for other clients, so the list does not show one title three times: the
   * first round of jobs takes the template's own words, the next rounds these.
   */
  variants: readonly { title: string; description: string }[];
}

const TEMPLATES: readonly Template[] = [
  {
    title: 'Supply agreement for a food distributor',
    description:
      'A 14-page supply agreement between a Brazilian exporter and a UK distributor. Consistent legal terminology matters more than speed; the client’s glossary of 120 terms is attached to the project.',
    pair: ['por', 'eng'],
    serviceId: 1,
    disciplineId: 102,
    unit: 'words',
    volume: [3500, 6000],
    rate: [80, 120],
    currency: 'EUR',
    variants: [
      {
        title: 'Distribution contract for a coffee exporter',
        description:
          'A distribution contract of 11 pages between a coffee cooperative and a European importer, with exclusivity and termination clauses. Please keep the defined terms consistent throughout.',
      },
      {
        title: 'Non-disclosure and licence agreements',
        description:
          'Two agreements for a software company entering a new market: a mutual NDA and a licence agreement, about 4,000 words together.',
      },
      {
        title: 'Franchise agreement for a bakery chain',
        description:
          'A franchise agreement with its operations annex; the client’s counsel reviews the translation before signature.',
      },
    ],
  },
  {
    title: 'Patent claims for a medical device',
    description:
      'Claims and abstract of a European patent application for an infusion pump. The translation is filed with the EPO, so it must follow the source claim by claim.',
    pair: ['deu', 'eng'],
    serviceId: 1,
    disciplineId: 103,
    unit: 'words',
    volume: [2000, 4500],
    rate: [110, 160],
    currency: 'EUR',
    variants: [
      {
        title: 'Patent application for a hearing aid',
        description:
          'Description and claims of a patent application for a hearing aid’s feedback suppression. It is filed at the USPTO, so the claims must stay literal.',
      },
      {
        title: 'Office action response for a dental implant patent',
        description:
          'The examiner’s objections and the attorney’s reply, about 3,000 words; terminology must match the granted members of the family.',
      },
      {
        title: 'Trademark opposition file',
        description:
          'Pleadings and the list of evidence in a trademark opposition, with a short deadline because of the hearing date.',
      },
    ],
  },
  {
    title: 'Clinical study informed consent forms',
    description:
      'Patient information and consent forms for a phase III study, to be reviewed by an ethics committee. Plain language for patients, with the sponsor’s approved terminology.',
    pair: ['eng', 'spa'],
    serviceId: 1,
    disciplineId: 201,
    unit: 'words',
    volume: [5000, 9000],
    rate: [90, 130],
    currency: 'USD',
    variants: [
      {
        title: 'Patient information leaflets for a new inhaler',
        description:
          'Leaflets and carton texts for an asthma inhaler, following the regulator’s template and its readability guidance.',
      },
      {
        title: 'Hospital discharge summaries',
        description:
          'Twelve discharge summaries for a patient’s insurance claim abroad; abbreviations spelled out where the reader needs them.',
      },
      {
        title: 'Case report forms for a vaccine trial',
        description:
          'Case report forms and investigator instructions for a phase II vaccine trial; the sponsor’s glossary is attached.',
      },
    ],
  },
  {
    title: 'Annual report: management commentary',
    description:
      'The management commentary of a listed company’s annual report, about 40 pages. IFRS terminology; the previous year’s translation is available as a reference.',
    pair: ['fra', 'eng'],
    serviceId: 1,
    disciplineId: 401,
    unit: 'words',
    volume: [12000, 18000],
    rate: [100, 140],
    currency: 'EUR',
    variants: [
      {
        title: 'Quarterly results press release',
        description:
          'A listed company’s quarterly results release and its table of financial highlights, published the same evening.',
      },
      {
        title: 'Audit report and notes to the accounts',
        description:
          'The statutory auditor’s report with the notes to the accounts; IFRS terminology as in last year’s translation.',
      },
    ],
  },
  {
    title: 'Mobile banking app strings',
    description:
      'About 1,800 interface strings of a mobile banking app, in XLIFF. Character limits apply to buttons; screenshots are provided for context.',
    pair: ['eng', 'ita'],
    serviceId: 10,
    disciplineId: 305,
    unit: 'words',
    volume: [6000, 9000],
    rate: [70, 100],
    currency: 'EUR',
    variants: [
      {
        title: 'Fitness app onboarding screens',
        description:
          'About 2,500 strings in JSON for a fitness app: onboarding, notifications and the subscription screens. Placeholders must be kept.',
      },
      {
        title: 'Point-of-sale software update',
        description:
          'New strings and release notes for a point-of-sale system used in restaurants; screenshots come with the strings.',
      },
    ],
  },
  {
    title: 'Hotel website and booking pages',
    description:
      'Website of a boutique hotel in Lisbon: rooms, restaurant, spa and the booking flow. Warm, inviting tone; SEO keywords will be agreed with the translator.',
    pair: ['por', 'deu'],
    serviceId: 9,
    disciplineId: 503,
    unit: 'words',
    volume: [4000, 7000],
    rate: [75, 110],
    currency: 'EUR',
    variants: [
      {
        title: 'Holiday rental listings on the Algarve coast',
        description:
          'Sixty listings of holiday apartments for a booking site’s German-speaking guests, with the house rules and check-in instructions.',
      },
      {
        title: 'Wine tourism pages for a Douro estate',
        description: 'Tasting tours, the estate’s history and the booking terms for a winery in the Douro valley.',
      },
    ],
  },
  {
    title: 'Documentary film subtitles',
    description:
      'A 52-minute documentary about coastal fishing communities. Subtitles from a timed English template, in SRT, following Netflix-style reading speed.',
    pair: ['eng', 'por'],
    serviceId: 4,
    disciplineId: 602,
    unit: 'minutes',
    volume: [50, 95],
    rate: [4000, 7000],
    currency: 'USD',
    variants: [
      {
        title: 'Short film festival subtitles',
        description:
          'Eight short films for a festival, 95 minutes in all, subtitled from the festival’s timed templates.',
      },
      {
        title: 'Cooking series subtitles',
        description: 'Six 24-minute episodes of a cooking series for a streaming service, from a timed template.',
      },
    ],
  },
  {
    title: 'Remote interpreting for a shareholder meeting',
    description:
      'Simultaneous interpreting for a two-hour online shareholder meeting on Zoom, with a colleague for turn-taking. Slides and the agenda are shared a week before.',
    pair: ['eng', 'deu'],
    serviceId: 16,
    disciplineId: 402,
    unit: 'hours',
    volume: [2, 4],
    rate: [90000, 140000],
    currency: 'EUR',
    variants: [
      {
        title: 'Remote interpreting for a works council meeting',
        description:
          'A four-hour works council meeting on a video platform; the agenda and last year’s minutes are shared a week before.',
      },
      {
        title: 'Remote interpreting for a product launch webinar',
        description:
          'A one-hour launch webinar with questions from the audience; two interpreters, each on their own line.',
      },
    ],
  },
  {
    title: 'Machine translation post-editing of product manuals',
    description:
      'Full post-editing of machine-translated manuals for garden tools. The goal is publishable quality; the termbase and style guide are in the project.',
    pair: ['eng', 'fra'],
    serviceId: 5,
    disciplineId: 301,
    unit: 'words',
    volume: [15000, 30000],
    rate: [40, 60],
    currency: 'EUR',
    variants: [
      {
        title: 'Post-editing of maintenance guides for packaging machines',
        description:
          'About 40,000 words pre-translated by the client’s engine; full post-editing to publication quality.',
      },
      {
        title: 'Post-editing of garden tool descriptions',
        description:
          'Product descriptions for an online catalogue of garden tools, machine translated; light post-editing with consistent units and terms.',
      },
    ],
  },
  {
    title: 'Certified translation of university diplomas',
    description:
      'Two diplomas and transcripts for a master’s application. The translation must be certified for a university admissions office.',
    pair: ['heb', 'eng'],
    serviceId: 13,
    disciplineId: 105,
    unit: 'pages',
    volume: [4, 8],
    rate: [25000, 40000],
    currency: 'ILS',
    variants: [
      {
        title: 'Certified translation of a marriage certificate and two birth certificates',
        description:
          'Civil status documents for a visa application; the consulate asks for a certified translation with the translator’s statement.',
      },
      {
        title: 'Certified translation of academic transcripts',
        description:
          'Transcripts of records for a master’s application abroad; grades and course names as on the originals.',
      },
    ],
  },
  {
    title: 'Marketing campaign transcreation',
    description:
      'Slogans, social posts and a landing page for a skincare launch. Transcreation, not translation: we expect two or three options for each headline.',
    pair: ['eng', 'por'],
    serviceId: 8,
    disciplineId: 504,
    unit: 'hours',
    volume: [6, 12],
    rate: [35000, 55000],
    currency: 'BRL',
    variants: [
      {
        title: 'Skincare launch campaign transcreation',
        description:
          'Headlines, social posts and a short video script for a skincare launch; copy that sounds local, not translated.',
      },
      {
        title: 'Perfume packaging and slogans',
        description: 'Slogans and packaging texts for a perfume line, with alternatives and a note on each choice.',
      },
    ],
  },
  {
    title: 'Review of a translated employee handbook',
    description:
      'Bilingual review of an employee handbook already translated. Track changes in Word, with a short note on recurring issues.',
    pair: ['eng', 'spa'],
    serviceId: 18,
    disciplineId: 402,
    unit: 'words',
    volume: [8000, 14000],
    rate: [30, 45],
    currency: 'USD',
    variants: [
      {
        title: 'Review of a translated code of conduct',
        description:
          'A translated code of conduct of 9,000 words, checked against the source for accuracy and tone before it goes to all staff.',
      },
      {
        title: 'Review of onboarding training slides',
        description:
          'Training slides for new employees, translated by another vendor; comments in the file are welcome.',
      },
    ],
  },
  {
    title: 'Video game dialogue localization',
    description:
      'Dialogue and quest texts of an indie role-playing game, with placeholders and gender variables. Gamers on the team are a plus.',
    pair: ['eng', 'deu'],
    serviceId: 17,
    disciplineId: 603,
    unit: 'words',
    volume: [20000, 35000],
    rate: [70, 95],
    currency: 'EUR',
    variants: [
      {
        title: 'Mobile puzzle game localization',
        description: 'UI, tutorials and store listing of a puzzle game, about 6,000 words with character limits.',
      },
      {
        title: 'Fantasy RPG quest texts',
        description:
          'Quest texts and item descriptions of a fantasy RPG; the lore bible and the style guide are shared.',
      },
    ],
  },
  {
    title: 'Court judgment for an appeal',
    description:
      'A first-instance judgment of 22 pages, needed for an appeal abroad. Sworn translators preferred; the deadline is firm.',
    pair: ['ita', 'eng'],
    serviceId: 1,
    disciplineId: 101,
    unit: 'pages',
    volume: [20, 25],
    rate: [28000, 38000],
    currency: 'EUR',
    variants: [
      {
        title: 'Supreme Court ruling on a tax dispute',
        description: 'A ruling of 22 pages on a tax dispute, for a law firm’s brief abroad.',
      },
      {
        title: 'Arbitration award and procedural orders',
        description: 'An arbitration award with two procedural orders; the parties’ names stay as in the original.',
      },
    ],
  },
  {
    title: 'Consecutive interpreting at a factory audit',
    description:
      'Two days of consecutive interpreting during a supplier audit at a factory near Porto: meetings, a plant tour and the closing session.',
    pair: ['por', 'eng'],
    serviceId: 14,
    disciplineId: 301,
    unit: 'days',
    volume: [2, 3],
    rate: [450000, 650000],
    currency: 'EUR',
    variants: [
      {
        title: 'Consecutive interpreting for a supplier visit',
        description: 'Two days at a components supplier: a plant tour, quality meetings and a dinner.',
      },
      {
        title: 'Consecutive interpreting at a technical training',
        description: 'Three days of hands-on training on a new production line for the client’s maintenance team.',
      },
    ],
  },
];

const DESCRIPTION_EXTRA = [
  'Please say in your note which CAT tool you work with and whether you have done similar work.',
  'We pay within 30 days of the invoice.',
  'A short test of 300 words may be asked of the shortlisted translators, paid at the same rate.',
  'The files are clean and editable; no PDF conversion is needed.',
];

const isoDate = (at: number) => new Date(at).toISOString().slice(0, 10);
const round5 = (n: number) => Math.round(n / 5) * 5;

/** Jobs are published up to this long ago: who posts or quotes on them had joined before. */
const OLDEST_JOB_DAYS = 121;
const joinedBeforeJobs = (now: number) => sql`${users.createdAt} < ${new Date(now - (OLDEST_JOB_DAYS + 1) * DAY)}`;

/** The members who post, from the generated population. */
async function people(db: Db, now: number) {
  const posters = await db
    .select({ entityId: users.entityId })
    .from(users)
    .where(
      and(inArray(users.accountType, ['outsourcer', 'company']), sql`${users.entityId} >= 100`, joinedBeforeJobs(now)),
    )
    .orderBy(users.entityId)
    .limit(400);
  return posters.map((p) => p.entityId);
}

async function linguistsFor(db: Db, pair: [string, string], now: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ entityId: languagePairs.entityId })
    .from(languagePairs)
    .innerJoin(users, eq(users.entityId, languagePairs.entityId))
    .where(
      and(
        eq(languagePairs.sourceLang, pair[0]),
        eq(languagePairs.targetLang, pair[1]),
        inArray(users.accountType, ['translator', 'interpreter', 'subtitler']),
        sql`${users.entityId} >= 100`,
        joinedBeforeJobs(now),
      ),
    )
    .orderBy(languagePairs.entityId)
    .limit(limit);
  return rows.map((r) => r.entityId);
}

function jobRow(t: Template, rnd: Random, poster: number, status: string, publishedAt: number, now: number) {
  const volume = rnd.int(t.volume[0], t.volume[1]);
  const min = round5(t.rate[0]);
  const max = round5(t.rate[1]);
  const deadline = status === 'open' ? now + rnd.int(5, 40) * DAY : publishedAt + rnd.int(7, 20) * DAY;
  return {
    posterEntityId: poster,
    title: t.title,
    description: `${t.description}\n\n${rnd.pick(DESCRIPTION_EXTRA)}`,
    serviceId: t.serviceId,
    disciplineId: t.disciplineId,
    fieldCategory: t.disciplineId === null ? null : (DISCIPLINE_BY_ID.get(t.disciplineId)?.categoryKey ?? null),
    volume,
    unit: t.unit,
    deadline: isoDate(deadline),
    currency: t.currency,
    budgetMinMilli: rnd.chance(0.8) ? min : null,
    budgetMaxMilli: max,
    catToolId: rnd.chance(0.5) ? rnd.pick([1, 2, 3, 5]) : null,
    audience: rnd.weighted(['everyone', 'certified', 'rated'], [7, 2, 1]),
    minRating: null as number | null,
    quotesVisible: rnd.chance(0.3),
    status,
    createdAt: new Date(publishedAt - DAY),
    updatedAt: new Date(publishedAt),
    publishedAt: new Date(publishedAt),
  };
}

export async function seedJobs(db: Db, { now, count = 48 }: { now: number; count?: number }): Promise<void> {
  const lease = await seedDemoClientJobs(db, now);
  await seedGeneratedJobs(db, now, count);
  await syncJobPairs(db);
  await seedInvitations(db, now, lease);
}

/**
 * Invitations to quote (decisions 057, 059), so both sides of the demo show them: Priya's open lease
 * invited two Portuguese → English translators, one still to answer and one who declined, busy; and
 * Sofia is invited to translate an open Portuguese → English job of a generated client, a legal one
 * when there is one.
 */
async function seedInvitations(db: Db, now: number, lease: number) {
  const [waiting, busy] = await linguistsFor(db, ['por', 'eng'], now, 2);
  if (waiting === undefined || busy === undefined) return;
  await db.insert(jobInvitations).values([
    { jobId: lease, entityId: waiting, createdAt: new Date(now - DAY) },
    {
      jobId: lease,
      entityId: busy,
      createdAt: new Date(now - DAY - 3_600_000),
      declinedAt: new Date(now - 8 * 3_600_000),
      declineReason: 'busy',
    },
  ]);
  const [forSofia] = await db
    .select({ id: jobs.id, publishedAt: jobs.publishedAt })
    .from(jobs)
    .innerJoin(jobPairs, eq(jobPairs.jobId, jobs.id))
    .where(
      and(
        eq(jobs.status, 'open'),
        eq(jobs.audience, 'everyone'),
        eq(jobs.serviceId, 1),
        sql`${jobs.posterEntityId} >= 100`,
        eq(jobPairs.source, 'por'),
        eq(jobPairs.target, 'eng'),
        sql`not exists (select 1 from ${jobQuotes} q where q.job_id = ${jobs.id} and q.entity_id = ${SOFIA})`,
      ),
    )
    // Her field first: she translates contracts.
    .orderBy(sql`${jobs.fieldCategory} = 'legal' desc`, desc(jobs.publishedAt), desc(jobs.id))
    .limit(1);
  if (!forSofia?.publishedAt) return;
  // Invited a few hours after the job was published, or halfway to now for a job published since.
  const published = forSofia.publishedAt.getTime();
  const invitedAt = published + Math.min(5 * 3_600_000, (now - published) / 2);
  await db.insert(jobInvitations).values({
    jobId: forSofia.id,
    entityId: SOFIA,
    note: 'Your profile says you know Portuguese contract law: that is exactly what this one needs.',
    createdAt: new Date(invitedAt),
  });
}

/** Jobs of generated clients and companies, with quotes from generated linguists in their pairs. */
async function seedGeneratedJobs(db: Db, now: number, count: number) {
  const rnd = createRandom(17_000 + count);
  const posters = await people(db, now);
  if (!posters.length) return;
  const linguists = new Map<string, number[]>();
  for (const t of TEMPLATES) linguists.set(t.pair.join('>'), await linguistsFor(db, t.pair, now, 12));

  const rows = [];
  const pairRows: { template: Template }[] = [];
  for (let i = 0; i < count; i++) {
    const t = TEMPLATES[i % TEMPLATES.length]!;
    // Most jobs are open; older ones were closed, awarded, completed or cancelled.
    const status =
      i < count * 0.7 ? 'open' : rnd.weighted(['closed', 'awarded', 'completed', 'cancelled'], [2, 2, 3, 1]);
    const publishedAt =
      now - (status === 'open' ? rnd.int(0, 20) : rnd.int(25, OLDEST_JOB_DAYS - 1)) * DAY - rnd.int(0, DAY - 1);
    const round = Math.floor(i / TEMPLATES.length);
    const words = round === 0 ? t : t.variants[(round - 1) % t.variants.length]!;
    const row = jobRow({ ...t, ...words }, rnd, posters[i % posters.length]!, status, publishedAt, now);
    if (row.audience === 'rated') row.minRating = 4;
    rows.push(row);
    pairRows.push({ template: t });
  }
  // Ids follow insertion order: the two demo jobs took 1 and 2.
  const [first] = await db.select({ next: sql<number>`coalesce(max(${jobs.id}), 0)::int + 1` }).from(jobs);
  await bulkInsert(db, jobs, rows);
  const start = first!.next;
  await bulkInsert(
    db,
    jobPairs,
    pairRows.map((p, i) => ({ jobId: start + i, source: p.template.pair[0], target: p.template.pair[1] })),
  );

  // Quotes on the demo-sized list only: a benchmark's 100,000 jobs need none.
  const quotes = [];
  for (let i = 0; i < Math.min(count, 200); i++) {
    const t = pairRows[i]!.template;
    const row = rows[i]!;
    const candidates = (linguists.get(t.pair.join('>')) ?? []).filter((id) => id !== row.posterEntityId);
    const quoters = rnd.sample(candidates, Math.min(candidates.length, rnd.int(0, 5)));
    const awarded = row.status === 'awarded' || row.status === 'completed' ? quoters[0] : undefined;
    for (const entityId of quoters) {
      const rate = round5(rnd.int(row.budgetMinMilli ?? t.rate[0], Math.round(t.rate[1] * 1.1)));
      const at = row.publishedAt.getTime() + rnd.int(1, 72) * 3_600_000;
      quotes.push({
        jobId: start + i,
        entityId,
        rateMilli: rate,
        unit: row.unit,
        currency: row.currency,
        totalCents: quoteTotalCents(rate, row.volume),
        deliveryDate: row.deadline,
        note: rnd.pick([
          'I have translated several documents of this kind and work in Trados Studio.',
          'Happy to deliver earlier if that helps; I can also take care of the final formatting.',
          'I specialise in this field and can share a reference on request.',
          '',
        ]),
        status:
          entityId === awarded
            ? 'awarded'
            : row.status === 'awarded' || row.status === 'completed'
              ? 'declined'
              : 'submitted',
        shortlisted: false,
        createdAt: new Date(at),
        updatedAt: new Date(at),
      });
    }
  }
  await bulkInsert(db, jobQuotes, quotes);
  // A job is awarded only with an awarded quote: those left without one (no linguist in the pair) stay closed.
  await db.execute(sql`
    update ${jobs} j set awarded_quote_id = q.id
    from ${jobQuotes} q where q.job_id = j.id and q.status = 'awarded'`);
  await db.execute(sql`
    update ${jobs} set status = 'closed', completed_at = null
    where status in ('awarded', 'completed') and awarded_quote_id is null`);
  await db.execute(sql`update ${jobs} set completed_at = updated_at + interval '10 days' where status = 'completed'`);
}

/**
 * Priya's jobs: one open for quotes, one under way with Sofia (nothing paid yet), and one completed
 * with Sofia, paid and rated both ways. Answers the open job's id.
 */
async function seedDemoClientJobs(db: Db, now: number): Promise<number> {
  const open = TEMPLATES[0]!;
  const done = TEMPLATES[0]!;
  const rnd = createRandom(9_006);
  const [openJob] = await db
    .insert(jobs)
    .values({
      ...jobRow(open, rnd, PRIYA, 'open', now - 2 * DAY, now),
      title: 'Lease agreement for a shop in Porto',
      description:
        'A commercial lease of 12 pages for a shop in Porto; the English version is for the tenant’s bank in London. Please keep the clause numbering and the defined terms consistent.',
      disciplineId: 102,
      fieldCategory: 'legal',
      volume: 4200,
      budgetMinMilli: 80,
      budgetMaxMilli: 120,
      currency: 'EUR',
      audience: 'everyone',
      quotesVisible: false,
      deadline: isoDate(now + 21 * DAY),
    })
    .returning({ id: jobs.id });
  await db.insert(jobPairs).values({ jobId: openJob!.id, source: 'por', target: 'eng' });

  const finishedAt = now - 40 * DAY;
  const [doneJob] = await db
    .insert(jobs)
    .values({
      ...jobRow(done, rnd, PRIYA, 'completed', finishedAt - 20 * DAY, now),
      title: 'Distribution agreement and annexes',
      description:
        'A distribution agreement with three annexes for a Brazilian coffee exporter entering the UK market. Defined terms and the governing-law clause need particular care.',
      volume: 5200,
      deadline: isoDate(finishedAt - 2 * DAY),
      budgetMinMilli: 90,
      budgetMaxMilli: 120,
      currency: 'EUR',
      audience: 'everyone',
      completedAt: new Date(finishedAt),
    })
    .returning({ id: jobs.id });
  await db.insert(jobPairs).values({ jobId: doneJob!.id, source: 'por', target: 'eng' });
  const [quote] = await db
    .insert(jobQuotes)
    .values({
      jobId: doneJob!.id,
      entityId: SOFIA,
      rateMilli: 110,
      unit: 'words',
      currency: 'EUR',
      totalCents: quoteTotalCents(110, 5200),
      deliveryDate: isoDate(finishedAt - 3 * DAY),
      note: 'I translate distribution and agency agreements every month; glossary and QA report included.',
      status: 'awarded',
      createdAt: new Date(finishedAt - 19 * DAY),
      updatedAt: new Date(finishedAt - 15 * DAY),
    })
    .returning({ id: jobQuotes.id });
  await db.update(jobs).set({ awardedQuoteId: quote!.id }).where(eq(jobs.id, doneJob!.id));
  await db.insert(memberFeedback).values({
    entityId: SOFIA,
    authorEntityId: PRIYA,
    authorName: 'Priya Raman',
    authorKind: 'client',
    rating: 5,
    comment: 'Delivered two days early, with a glossary of the defined terms that our lawyers loved.',
    sourceLang: 'por',
    targetLang: 'eng',
    jobId: doneJob!.id,
    reply: 'Thank you, Priya: a well-prepared brief makes all the difference.',
    createdAt: new Date(finishedAt + DAY),
  });
  await db.insert(bbEntries).values({
    outsourcerEntityId: PRIYA,
    raterEntityId: SOFIA,
    lwa: 5,
    comment: 'Clear brief, quick answers to questions, and paid within a week.',
    jobId: doneJob!.id,
    createdAt: new Date(finishedAt + 2 * DAY),
  });
  await db.insert(memberProjects).values({
    entityId: SOFIA,
    title: 'Distribution agreement and annexes',
    serviceId: 1,
    sourceLang: 'por',
    targetLang: 'eng',
    disciplineId: 102,
    volume: 5200,
    volumeUnit: 'words',
    completedOn: isoDate(finishedAt),
    clientType: 'direct_client',
    confirmedBy: 'Priya Raman',
    confirmedAt: new Date(finishedAt),
  });
  // Under way: awarded to Sofia a few days ago, due next week, to be paid through Wordhive Pay.
  const [workJob] = await db
    .insert(jobs)
    .values({
      ...jobRow(done, rnd, PRIYA, 'awarded', now - 9 * DAY, now),
      title: 'Website terms of sale and privacy policy',
      description:
        'The terms of sale and the privacy policy of our online shop, for customers in the UK. Keep the structure of the Portuguese originals; the legal references stay as they are.',
      volume: 3100,
      deadline: isoDate(now + 6 * DAY),
      budgetMinMilli: 90,
      budgetMaxMilli: 120,
      currency: 'EUR',
      audience: 'everyone',
    })
    .returning({ id: jobs.id });
  await db.insert(jobPairs).values({ jobId: workJob!.id, source: 'por', target: 'eng' });
  const [workQuote] = await db
    .insert(jobQuotes)
    .values({
      jobId: workJob!.id,
      entityId: SOFIA,
      rateMilli: 100,
      unit: 'words',
      currency: 'EUR',
      totalCents: quoteTotalCents(100, 3100),
      deliveryDate: isoDate(now + 5 * DAY),
      note: 'Consumer terms for UK customers are familiar ground; I will flag any clause that reads oddly under English law.',
      status: 'awarded',
      createdAt: new Date(now - 8 * DAY),
      updatedAt: new Date(now - 5 * DAY),
    })
    .returning({ id: jobQuotes.id });
  await db.update(jobs).set({ awardedQuoteId: workQuote!.id }).where(eq(jobs.id, workJob!.id));

  // Their stars now count these two ratings too.
  await refreshStarRating(db, SOFIA);
  await refreshStarRating(db, PRIYA);
  return openJob!.id;
}
