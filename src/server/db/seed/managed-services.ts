/** Demo quote requests (issue 15): one member services answered last week, one waiting since yesterday. */
import type { Db } from '../client.ts';
import { quoteRequests } from '../schema/index.ts';

const DAY = 86_400_000;
const MEMBER_SERVICES = 2;

export async function seedQuoteRequests(db: Db, { now }: { now: number }): Promise<void> {
  await db.insert(quoteRequests).values([
    {
      name: 'Henrik Lund',
      email: 'henrik.lund@example.com',
      company: 'Nordlys Medical',
      sourceLang: 'eng',
      targetLangs: ['deu', 'fra', 'ita', 'spa'],
      serviceId: 1,
      volume: 18_000,
      unit: 'words',
      deadline: new Date(now + 21 * DAY).toISOString().slice(0, 10),
      details:
        'Instructions for use of a blood-glucose meter, plus the packaging texts. We need translators with medical-device experience and a review by a second linguist.',
      createdAt: new Date(now - DAY),
    },
    {
      entityId: 9,
      name: 'Priya Raman',
      email: 'outsourcer@demo.wordhive.test',
      company: '',
      sourceLang: 'por',
      targetLangs: ['eng'],
      serviceId: 13,
      volume: 40,
      unit: 'pages',
      deadline: null,
      details: 'Certified translations of twelve commercial leases for a due-diligence file; the originals are scans.',
      createdAt: new Date(now - 9 * DAY),
      handledAt: new Date(now - 8 * DAY),
      handledBy: MEMBER_SERVICES,
    },
  ]);
}
