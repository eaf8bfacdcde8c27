/**
 * The demo team (issue 21, next phase): LinguaBridge, a next-phase tester,
 * runs a team of partner linguists, the demo translator and interpreter.
 */
import type { Db } from '../client.ts';
import { teamMembers, teams } from '../schema/index.ts';

const LINGUABRIDGE = 8;
const PARTNERS = [6, 7];

export async function seedTeams(db: Db, now: number): Promise<void> {
  const [team] = await db
    .insert(teams)
    .values({
      ownerEntityId: LINGUABRIDGE,
      name: 'LinguaBridge partner linguists',
      createdAt: new Date(now - 90 * 86_400_000),
    })
    .returning({ id: teams.id });
  await db.insert(teamMembers).values(
    PARTNERS.map((entityId, i) => ({
      teamId: team!.id,
      entityId,
      joinedAt: new Date(now - (80 - i * 20) * 86_400_000),
    })),
  );
}
