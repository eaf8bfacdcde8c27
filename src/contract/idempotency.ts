/**
 * The Idempotency-Key header of calls that must happen once (every Wordhive Pay write): the
 * client makes one key per intended action and sends it again on every retry of that action.
 */
import { z } from 'zod';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MESSAGE =
  'Send an Idempotency-Key header (8 to 100 letters, digits, - or _) with this call';
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, IDEMPOTENCY_KEY_MESSAGE);
