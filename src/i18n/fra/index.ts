import type { Dictionary } from '../eng/index.ts';
import { _new_site_nav } from './_new_site_nav.ts';
import { account } from './account.ts';
import { admin } from './admin.ts';
import { assessment } from './assessment.ts';
import { auth } from './auth.ts';
import { chat } from './chat.ts';
import { clientReview } from './client-review.ts';
import { common } from './common.ts';
import { communities } from './communities.ts';
import { consent } from './consent.ts';
import { contentAdmin } from './content-admin.ts';
import { directory } from './directory.ts';
import { errors } from './errors.ts';
import { feedback } from './feedback.ts';
import { footer } from './footer.ts';
import { header } from './header.ts';
import { home } from './home.ts';
import { impersonation } from './impersonation.ts';
import { language } from './language.ts';
import { learn } from './learn.ts';
import { managedServices } from './managed-services.ts';
import { membership } from './membership.ts';
import { navEditor } from './nav-editor.ts';
import { networking } from './networking.ts';
import { notifications } from './notifications.ts';
import { onboarding } from './onboarding.ts';
import { opportunities } from './opportunities.ts';
import { pay } from './pay.ts';
import { privacy } from './privacy.ts';
import { profile } from './profile.ts';
import { profileUpdater } from './profile-updater.ts';
import { search } from './search.ts';
import { softwareHub } from './software-hub.ts';
import { taxonomy } from './taxonomy.ts';
import { teams } from './teams.ts';
import { testimonials } from './testimonials.ts';
import { updater } from './updater.ts';

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
  admin,
  directory,
  membership,
  privacy,
  profile,
  notifications,
  chat,
  updater,
  onboarding,
  navEditor,
  impersonation,
  feedback,
  profileUpdater,
  clientReview,
  consent,
  teams,
  opportunities,
  pay,
  networking,
  testimonials,
  softwareHub,
  managedServices,
  learn,
  communities,
  assessment,
  contentAdmin,
};
