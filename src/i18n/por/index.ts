import type { Dictionary } from '../eng/index.ts';
import { account } from './account.ts';
import { auth } from './auth.ts';
import { common } from './common.ts';
import { errors } from './errors.ts';
import { home } from './home.ts';

export const dictionary: Dictionary = { common, auth, account, errors, home };
