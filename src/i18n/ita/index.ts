import type { Dictionary } from '../eng/index.ts';
import { _new_site_nav } from './_new_site_nav.ts';
import { about } from './about.ts';
import { account } from './account.ts';
import { admin } from './admin.ts';
import { apiHelp } from './api-help.ts';
import { auth } from './auth.ts';
import { common } from './common.ts';
import { directory } from './directory.ts';
import { errors } from './errors.ts';
import { footer } from './footer.ts';
import { header } from './header.ts';
import { helpCenter } from './help-center.ts';
import { home } from './home.ts';
import { language } from './language.ts';
import { membership } from './membership.ts';
import { overhaul } from './overhaul.ts';
import { privacy } from './privacy.ts';
import { profile } from './profile.ts';
import { search } from './search.ts';
import { supportCenter } from './support-center.ts';
import { taxonomy } from './taxonomy.ts';

export const dictionary: Dictionary = {
  common,
  auth,
  account,
  errors,
  home,
  _new_site_nav,
  header,
  search,
  taxonomy,
  footer,
  language,
  about,
  overhaul,
  helpCenter,
  apiHelp,
  admin,
  supportCenter,
  directory,
  membership,
  privacy,
  profile,
};
