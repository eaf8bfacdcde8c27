/**
 * What the demo accounts show in the Profile Updater (issue 21): work
 * history, FAQ, portfolio works, reviews that came through a mailed request,
 * requests still waiting, conversations, and the missed calls they leave.
 * Runs after the profiles are in, since FAQ questions, requests and messages
 * point at rows that need ids.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { languageOf } from '../../../contract/locales.ts';
import { createChatRepository } from '../../features/chat/repository.ts';
import { incomingMessageNotice } from '../../features/chat/service.ts';
import type { Db } from '../client.ts';
import {
  chatChannels,
  chatMessages,
  chatReads,
  clientRequests,
  contactViews,
  faqCategories,
  faqEntries,
  memberCareers,
  memberFeedback,
  portfolioWorks,
  users,
} from '../schema/index.ts';
import type { PastNotifications } from './past-notifications.ts';
import type { KnownMembers } from './profiles.ts';

const DAY = 86_400_000;
const SOFIA = 6;
const JONAS = 7;
const LINGUABRIDGE = 8;

export async function seedDemoStory(db: Db, known: KnownMembers, now: number, told: PastNotifications): Promise<void> {
  const at = (days: number) => new Date(now + days * DAY);
  const year = at(0).getUTCFullYear();

  await db.insert(memberCareers).values([
    {
      entityId: SOFIA,
      role: 'Freelance legal translator',
      organisation: 'Self-employed',
      // Her bio: six years in a Lisbon law firm's legal department before going freelance.
      startYear: year - 8,
      endYear: null,
      description: 'Certified translations for courts, notaries and law firms in Portugal and the United Kingdom.',
      position: 0,
    },
    {
      entityId: SOFIA,
      role: 'In-house legal translator',
      organisation: 'Costa Ribeiro & Associados',
      startYear: year - 14,
      endYear: year - 8,
      description: 'Contracts, court documents and corporate filings, Portuguese and Spanish into English.',
      position: 1,
    },
    {
      entityId: JONAS,
      role: 'Freelance conference interpreter',
      organisation: 'Self-employed',
      startYear: year - 8,
      endYear: null,
      description:
        'Simultaneous and consecutive, German, English and French, for ministries, trade fairs and congresses.',
      position: 0,
    },
    {
      entityId: JONAS,
      role: 'Staff interpreter',
      organisation: 'Berlin Trade Fair interpreting team',
      startYear: year - 11,
      endYear: year - 8,
      description: '',
      position: 1,
    },
  ]);

  await db.insert(portfolioWorks).values([
    {
      entityId: SOFIA,
      title: 'Bilingual edition of the Portuguese Commercial Companies Code',
      kind: 'book',
      client: 'Juris Editora',
      year: year - 3,
      sourceLang: 'por',
      targetLang: 'eng',
      disciplineId: 102,
      description: 'The whole code with the 2022 amendments, for foreign investors and their lawyers.',
      createdAt: at(-900),
    },
    {
      entityId: SOFIA,
      title: 'Arbitration case file',
      kind: 'document',
      client: 'Mendes & Associados',
      // Carla Mendes reviewed it when it was delivered, some 210 days ago.
      year: at(-210).getUTCFullYear(),
      sourceLang: 'por',
      targetLang: 'eng',
      disciplineId: 101,
      description: 'Statements of claim, witness statements and expert reports for a London-seated arbitration.',
      createdAt: at(-210),
    },
    {
      entityId: LINGUABRIDGE,
      title: 'Patient app localization',
      kind: 'software',
      client: 'Nimbus Health',
      year: year,
      sourceLang: 'eng',
      targetLang: 'deu',
      disciplineId: 305,
      url: 'https://nimbus-health.example/app',
      description: 'Interface, help centre and store listings in twelve languages, with linguistic QA reports.',
      createdAt: at(-70),
    },
  ]);

  await seedFaq(db, SOFIA, [
    [
      'Rates and quotes',
      [
        [
          'Do you charge per word or per page?',
          'Per source word for editable files. Scanned documents and certified translations are quoted per page.',
        ],
        ['Is there a minimum fee?', 'Yes: one hour of work, which covers short certificates and letters.'],
      ],
    ],
    [
      'Certified translations',
      [
        [
          'Are your translations accepted by Portuguese notaries?',
          'Yes. I certify them before a notary or a lawyer, as Portuguese law requires, and can send the originals by registered post.',
        ],
        [
          'How long does a certified translation take?',
          'Usually two working days for up to ten pages, including the certification.',
        ],
      ],
    ],
  ]);
  await seedFaq(db, JONAS, [
    [
      'Booking',
      [
        [
          'How far ahead should I book?',
          'For conferences, two months or more; for short meetings, I can often help within a week.',
        ],
        [
          'Do you work in a team?',
          'Simultaneous assignments over an hour need two interpreters per booth; I bring a colleague I trust.',
        ],
      ],
    ],
  ]);

  await seedRequests(db, at);
  await seedConversations(db, known, at, told);
}

/** Categories in order, each with its questions in order. */
async function seedFaq(db: Db, entityId: number, categories: [string, [string, string][]][]) {
  for (const [position, [name, questions]] of categories.entries()) {
    const [category] = await db
      .insert(faqCategories)
      .values({ entityId, name, position })
      .returning({ id: faqCategories.id });
    await db.insert(faqEntries).values(
      questions.map(([question, answer], i) => ({
        entityId,
        categoryId: category!.id,
        question,
        answer,
        position: i,
      })),
    );
  }
}

/** A token nobody holds: seeded requests show in lists, but no link opens them. */
const unusableToken = () => randomBytes(32).toString('hex');

/**
 * Sofia's reviews from Carla Mendes and Daniel Costa came through requests she
 * mailed; her share purchase agreement was confirmed by Priya's request; one
 * request still waits for an answer.
 */
async function seedRequests(db: Db, at: (days: number) => Date) {
  for (const [clientName, clientEmail, answeredDays] of [
    ['Carla Mendes', 'carla.mendes@mendes-associados.example', -210],
    ['Daniel Costa', 'daniel.costa@atlantico-seguros.example', -330],
  ] as const) {
    const [request] = await db
      .insert(clientRequests)
      .values({
        entityId: SOFIA,
        kind: 'review',
        clientName,
        clientEmail,
        tokenHash: unusableToken(),
        createdAt: at(answeredDays - 4),
        expiresAt: at(answeredDays + 26),
        answeredAt: at(answeredDays),
        answer: 'yes',
      })
      .returning({ id: clientRequests.id });
    await db
      .update(memberFeedback)
      .set({ requestId: request!.id })
      .where(and(eq(memberFeedback.entityId, SOFIA), eq(memberFeedback.authorName, clientName)));
  }
  await db.insert(clientRequests).values({
    entityId: SOFIA,
    kind: 'review',
    clientName: 'Helena Brandão',
    clientEmail: 'helena.brandao@brandao-imoveis.example',
    message: 'Thank you again for the lease agreements last month.',
    tokenHash: unusableToken(),
    createdAt: at(-6),
    expiresAt: at(24),
  });
}

/**
 * A few conversations with clients among the generated members: one Sofia
 * answered, one waiting unread for two days (a missed call), and a client
 * who looked at her contact details and has not written (another one).
 */
async function seedConversations(db: Db, known: KnownMembers, at: (days: number) => Date, past: PastNotifications) {
  const clients = known.clients.filter((c) => c.entityId >= 100).slice(0, 3);
  if (clients.length < 3) return;
  let clock = 0;
  const told = past.service(() => clock);
  const [sofia] = await db.select({ siteLang: users.siteLang }).from(users).where(eq(users.entityId, SOFIA));
  const names = await createChatRepository(db).names(clients.map((c) => c.entityId));
  const [answered, waiting, looked] = clients as [(typeof clients)[0], (typeof clients)[0], (typeof clients)[0]];
  const channel = (other: number) => `messaging_${Math.min(SOFIA, other)}_${Math.max(SOFIA, other)}`;
  const conversations = [
    {
      other: answered.entityId,
      messages: [
        [answered.entityId, -9, 'Hello Sofia, could you quote for a 12-page lease agreement, Portuguese into English?'],
        [SOFIA, -9, 'Hello! Yes: send me the file and I will quote within the hour.'],
        [answered.entityId, -8, 'Sent. We would need it by Friday.'],
        [SOFIA, -8, 'Friday works. Quote on its way.'],
      ],
      readBySofia: true,
    },
    {
      other: waiting.entityId,
      messages: [
        [
          waiting.entityId,
          -2,
          'Good morning, we have a set of court documents for certified translation into English. Are you available this month?',
        ],
      ],
      readBySofia: false,
    },
  ] as const;
  for (const c of conversations) {
    const id = channel(c.other);
    const last = at(c.messages.at(-1)![1]);
    await db.insert(chatChannels).values({
      id,
      lowId: Math.min(SOFIA, c.other),
      highId: Math.max(SOFIA, c.other),
      createdAt: at(c.messages[0][1]),
      lastMessageAt: last,
    });
    const rows = await db
      .insert(chatMessages)
      .values(
        c.messages.map(([senderId, days, text], i) => ({
          channelId: id,
          id: `seed-${id}-${i}`,
          senderId,
          text,
          createdAt: new Date(at(days).getTime() + i * 60_000),
        })),
      )
      .returning();
    const lastSeq = Math.max(...rows.map((r) => r.seq));
    // Sofia's client turned each message from the other side into a notification as it came.
    for (const row of rows.filter((r) => r.senderId !== SOFIA)) {
      clock = row.createdAt.getTime();
      await told.create(
        ...incomingMessageNotice(SOFIA, row, names.get(row.senderId), languageOf(sofia?.siteLang, 'eng')),
      );
    }
    await db
      .insert(chatReads)
      .values([
        { channelId: id, entityId: c.other, lastReadSeq: lastSeq },
        ...(c.readBySofia ? [{ channelId: id, entityId: SOFIA, lastReadSeq: lastSeq }] : []),
      ]);
  }
  await db.insert(contactViews).values({
    ownerEntityId: SOFIA,
    viewerEntityId: looked.entityId,
    day: at(-3).toISOString().slice(0, 10),
    viewedAt: at(-3),
  });
}
