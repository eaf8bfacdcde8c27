import { account } from './account.ts';
import { auth } from './auth.ts';
import { common } from './common.ts';
import { errors } from './errors.ts';
import { home } from './home.ts';

/** English is the reference: every other locale has exactly these sections and keys. */
export const dictionary = { common, auth, account, errors, home };
export type Dictionary = typeof dictionary;
