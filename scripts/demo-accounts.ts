import { DEMO_PASSWORD, FIXED_ACCOUNTS } from '../src/server/db/seed/accounts.ts';

export function printDemoAccounts(): void {
  console.log(`\nDemo accounts (password: ${DEMO_PASSWORD}):`);
  for (const a of FIXED_ACCOUNTS.filter((x) => x.demo)) console.log(`  ${a.email.padEnd(34)} ${a.role}`);
  console.log('');
}
