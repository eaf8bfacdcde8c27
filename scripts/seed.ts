// npm run db:seed: migrates, then fills an empty database with demo data (SEED_MEMBERS members).
import { seedDatabase } from '../src/server/db/seed/index.ts';
import { openConfiguredDatabase, progressBar } from './cli-database.ts';
import { printDemoAccounts } from './demo-accounts.ts';

const { config, database } = await openConfiguredDatabase();
await database.migrate();
const seeded = await seedDatabase(database.db, {
  members: config.seedMembers,
  onProgress: progressBar('Seeding members'),
});
console.log(
  seeded
    ? `Seeded ${config.seedMembers} members (${database.kind}).`
    : 'The database already has data; nothing seeded.',
);
if (seeded) printDemoAccounts();
await database.close();
