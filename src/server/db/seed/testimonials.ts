/**
 * Demo testimonials (issue 15), each true to its author's story in the rest of
 * the seed: Priya found Sofia through the directory and paid her through
 * Wordhive Pay for the lease job; Sofia was paid that way; LinguaBridge found
 * partner linguists; Jonas's about the booth-partners wall waits for
 * moderation; one was rejected with a reason. Generated linguists wrote in
 * their own interface languages.
 */
import { and, asc, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import { LOCALE_INFO } from '../../../contract/locales.ts';
import type { Db } from '../client.ts';
import { languagePairs, testimonials, users } from '../schema/index.ts';
import { FIRST_GENERATED_ID } from './accounts.ts';

const DAY = 86_400_000;
const ADMIN = 5;

/** What generated freelancers say, one text per interface language. */
const FREELANCER_WORDS = [
  {
    language: 'deu',
    type: 'jobs',
    rating: 5,
    text: 'Über die Auftragsbörse habe ich innerhalb eines Monats zwei Stammkunden gefunden. Die Angebote lassen sich sauber vergleichen, und die Kunden sehen genau, was ich anbiete.',
  },
  {
    language: 'fra',
    type: 'general',
    rating: 5,
    text: 'Mon profil Wordhive m’apporte des demandes de clients directs, et les recommandations de mes clients font la différence. Je le mets à jour chaque trimestre.',
  },
  {
    language: 'esl',
    type: 'payments',
    rating: 4,
    text: 'Cobrar con Wordhive Pay es sencillo: el cliente paga, veo el dinero pendiente y en pocos días lo retiro a mi cuenta. Solo echo de menos más monedas.',
  },
  {
    language: 'ita',
    type: 'general',
    rating: 5,
    text: 'Grazie al muro di mentoring ho trovato una collega esperta che mi ha aiutato a fissare le tariffe. Una comunità davvero generosa.',
  },
  {
    language: 'por',
    type: 'jobs',
    rating: 4,
    text: 'Recebo alertas de trabalhos no meu par de idiomas todos os dias e já fechei três projetos com clientes novos. Os clientes respondem rápido.',
  },
  {
    language: 'heb',
    type: 'general',
    rating: 5,
    text: 'הפרופיל ב-Wordhive הביא לי לקוחות ישירים מחו"ל. הכול ברור, גם המחירים וגם ההמלצות של לקוחות קודמים.',
  },
] as const;

export async function seedTestimonials(db: Db, { now }: { now: number }): Promise<void> {
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const approved = (daysAgo: number) => ({
    status: 'approved',
    moderatedBy: ADMIN,
    moderatedAt: at(daysAgo - 1),
    createdAt: at(daysAgo),
  });
  await db.insert(testimonials).values([
    {
      entityId: 9,
      type: 'jobs',
      accountType: 'outsourcer',
      language: 'eng',
      rating: 5,
      text: 'I needed a Portuguese legal translator for a portfolio of commercial leases. I posted the job, compared three quotes side by side and chose Sofia Almeida, whose work was flawless. Paying her through Wordhive Pay took a minute.',
      ...approved(20),
    },
    {
      entityId: 7,
      type: 'general',
      accountType: 'interpreter',
      language: 'eng',
      rating: 5,
      text: 'Within a week of posting on the booth-partners wall I had two colleagues for a German/English medical congress in Berlin.',
      status: 'pending',
      createdAt: at(1),
    },
    {
      entityId: 6,
      type: 'payments',
      accountType: 'translator',
      language: 'por',
      rating: 5,
      text: 'Recebo pelos trabalhos através do Wordhive Pay: vejo o pagamento pendente, o cliente liberta-o e levanto o dinheiro para a minha conta. Sem faturas perdidas nem atrasos.',
      visibility: 'members',
      ...approved(15),
    },
    {
      entityId: 8,
      type: 'membership',
      accountType: 'company',
      language: 'eng',
      rating: 5,
      text: 'Our membership pays for itself: the business directory brings us enquiries every week, and our partner linguists joined our team through Wordhive.',
      membershipOnly: true,
      ...approved(40),
    },
    {
      entityId: 8,
      type: 'general',
      accountType: 'company',
      language: 'eng',
      rating: 1,
      text: 'Contact us at LinguaBridge for the best rates in town, discount code WORDHIVE20!',
      status: 'rejected',
      reason: 'A testimonial tells about your experience on Wordhive; advertising belongs on your profile.',
      moderatedBy: ADMIN,
      moderatedAt: at(55),
      createdAt: at(56),
    },
  ]);

  // Each text by a generated linguist who works in its language (their pairs name it).
  const used = new Set<number>();
  const rows: (typeof testimonials.$inferInsert)[] = [];
  for (const [i, words] of FREELANCER_WORDS.entries()) {
    const candidates = await db
      .select({ entityId: users.entityId, accountType: users.accountType })
      .from(users)
      .innerJoin(languagePairs, eq(languagePairs.entityId, users.entityId))
      .where(
        and(
          gte(users.entityId, FIRST_GENERATED_ID),
          inArray(users.accountType, ['translator', 'interpreter', 'subtitler']),
          isNull(users.suspendedAt),
          // A member when they wrote it.
          lt(users.createdAt, at(31 + i * 9)),
          or(
            eq(languagePairs.sourceLang, LOCALE_INFO[words.language].iso3),
            eq(languagePairs.targetLang, LOCALE_INFO[words.language].iso3),
          ),
        ),
      )
      .orderBy(asc(users.entityId))
      .limit(10);
    const author = candidates.find((c) => !used.has(c.entityId));
    if (!author) continue;
    used.add(author.entityId);
    rows.push({ entityId: author.entityId, accountType: author.accountType, ...words, ...approved(30 + i * 9) });
  }
  if (rows.length) await db.insert(testimonials).values(rows);
}
