/** What every page's shell says, loaded by the browser with every page (src/i18n/sections.ts). */
import { _new_site_nav } from './_new_site_nav.ts';
import { common } from './common.ts';
import { consent } from './consent.ts';
import { errors } from './errors.ts';
import { footer } from './footer.ts';
import { header } from './header.ts';
import { impersonation } from './impersonation.ts';
import { language } from './language.ts';
import { notifications } from './notifications.ts';
import { search } from './search.ts';

export const shell = {
  common,
  errors,
  _new_site_nav,
  header,
  search,
  footer,
  language,
  notifications,
  impersonation,
  consent,
};
