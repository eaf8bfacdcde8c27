/**
 * Demo software reviews (issue 15), each by a member who lists the tool on
 * their profile: Sofia on Trados Studio and Xbench, generated users on OmegaT,
 * memoQ and Subtitle Edit; one OmegaT review waits for moderation.
 */
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { memberSoftware, softwareReviews, users } from '../schema/index.ts';
import { FIRST_GENERATED_ID } from './accounts.ts';

const DAY = 86_400_000;
const ADMIN = 5;
const SOFIA = 6;

const WORDS: Record<number, readonly { rating: number; pros: string; cons: string }[]> = {
  3: [
    {
      rating: 5,
      pros: 'Free, open source and it runs on my Linux laptop. Project folders are plain files I can back up and version.',
      cons: 'The interface looks dated, and opening Trados packages needs an extra step.',
    },
    {
      rating: 4,
      pros: 'Fuzzy matches, glossaries and the spell checker cover everything I need for technical manuals.',
      cons: 'Tag handling in complex Word files takes some getting used to.',
    },
    {
      rating: 5,
      pros: 'Team projects over a shared repository work well for our two-person studio, and the scripting is powerful.',
      cons: 'The documentation is thorough but long for a beginner.',
    },
    {
      rating: 4,
      pros: 'Light, fast and reliable; the alignment tool saved me days when building a memory from old translations.',
      cons: 'No built-in cloud version for clients who want to watch progress.',
    },
  ],
  2: [
    {
      rating: 5,
      pros: 'The best quality-assurance checks I have used, and LiveDocs makes reference material instantly searchable.',
      cons: 'Licences are expensive for a freelancer starting out.',
    },
  ],
  11: [
    {
      rating: 5,
      pros: 'Waveform view, shot changes and reading-speed warnings in a free tool; it opens every subtitle format I meet.',
      cons: 'Occasionally slow with very long films.',
    },
  ],
};

export async function seedSoftwareReviews(db: Db, { now }: { now: number }): Promise<void> {
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const published = (daysAgo: number) => ({
    status: 'approved',
    moderatedBy: ADMIN,
    moderatedAt: at(daysAgo - 1),
    createdAt: at(daysAgo),
    updatedAt: at(daysAgo),
  });
  const rows: (typeof softwareReviews.$inferInsert)[] = [
    {
      entityId: SOFIA,
      softwareId: 1,
      rating: 4,
      pros: 'Every law firm and agency I work with sends Trados packages, and the termbase keeps my terminology consistent across long contracts.',
      cons: 'Heavy on an older laptop, and the subscription adds up.',
      ...published(60),
    },
    {
      entityId: SOFIA,
      softwareId: 14,
      rating: 5,
      pros: 'Catches inconsistent translations of defined terms across a whole set of contracts before delivery.',
      cons: '',
      ...published(45),
    },
  ];
  for (const [softwareId, words] of Object.entries(WORDS)) {
    const authors = await db
      .select({ entityId: users.entityId })
      .from(memberSoftware)
      .innerJoin(users, eq(users.entityId, memberSoftware.entityId))
      .where(
        and(
          eq(memberSoftware.softwareId, Number(softwareId)),
          gte(users.entityId, FIRST_GENERATED_ID),
          isNull(users.suspendedAt),
        ),
      )
      .orderBy(asc(users.entityId))
      .limit(words.length);
    authors.forEach((author, i) => {
      const last = Number(softwareId) === 3 && i === words.length - 1;
      rows.push({
        entityId: author.entityId,
        softwareId: Number(softwareId),
        ...words[i]!,
        // The last OmegaT review was just written: it waits for moderation.
        ...(last ? { status: 'pending', createdAt: at(2), updatedAt: at(2) } : published(20 + i * 11)),
      });
    });
  }
  await db.insert(softwareReviews).values(rows);
}
