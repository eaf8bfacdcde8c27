/** Ids of members, items and tokens: PostgreSQL integers, 1 to 2³¹ − 1. */
import { z } from 'zod';

/** A larger number is no id of ours, and would make the database refuse the query. */
export const ID_MAX = 2_147_483_647;

/**
 * A positive whole number that fits an id, from JSON (a number) or a query
 * string (digits), with one message for every way it can be wrong.
 */
export function idSchema(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).positive({ error: message }).max(ID_MAX, { error: message }),
  );
}
