/** The ledger's own check, as every payment test asserts it: each currency balances, nothing drifted. */
import { expect } from 'vitest';
import type { Db } from '../src/server/db/client.ts';
import { checkBooks } from '../src/server/features/payments/ledger.ts';

export async function expectBalancedBooks(db: Pick<Db, 'execute'>): Promise<void> {
  for (const book of await checkBooks(db)) {
    expect(book, book.currency).toEqual({
      currency: book.currency,
      postedSum: 0,
      pendingSum: 0,
      driftedAccounts: 0,
      inconsistentPayments: 0,
    });
  }
}
