// npm run db:migrate: applies pending SQL migrations to the configured database.
import { openConfiguredDatabase } from './cli-database.ts';

const { database } = await openConfiguredDatabase();
await database.migrate();
console.log(`Migrations applied (${database.kind}).`);
await database.close();
