/**
 * What only a profile's owner, or staff who manage it, are shown: the editors, the Profile Updater,
 * the report button on feedback, the community switches. Loaded on demand (decision 041): a
 * visitor's profile, most profile views, loads none of their code, nor the dialogs and forms
 * (Radix, zod) they bring. Their places are empty on the server and until the code arrives.
 */
import { onDemand } from '../../ui/on-demand.tsx';

const entryEditors = () => import('./entry-editors.tsx');
const identityEditors = () => import('./identity-editors.tsx');
const profileEditors = () => import('./profile-editors.tsx');

export const ArticlesEditor = onDemand(() => entryEditors().then((m) => m.ArticlesEditor));
export const CredentialsEditor = onDemand(() => entryEditors().then((m) => m.CredentialsEditor));
export const EventsEditor = onDemand(() => entryEditors().then((m) => m.EventsEditor));
export const GlossariesEditor = onDemand(() => entryEditors().then((m) => m.GlossariesEditor));
export const RatesEditor = onDemand(() => entryEditors().then((m) => m.RatesEditor));

export const AccountTypeEditor = onDemand(() => identityEditors().then((m) => m.AccountTypeEditor));
export const ContactEditor = onDemand(() => identityEditors().then((m) => m.ContactEditor));
export const PhotoEditor = onDemand(() => identityEditors().then((m) => m.PhotoEditor));

export const AboutEditor = onDemand(() => profileEditors().then((m) => m.AboutEditor));
export const FieldsEditor = onDemand(() => profileEditors().then((m) => m.FieldsEditor));
export const KnownLanguagesEditor = onDemand(() => profileEditors().then((m) => m.KnownLanguagesEditor));
export const PairsEditor = onDemand(() => profileEditors().then((m) => m.PairsEditor));
export const ServicesEditor = onDemand(() => profileEditors().then((m) => m.ServicesEditor));
export const SoftwareEditor = onDemand(() => profileEditors().then((m) => m.SoftwareEditor));
export const WebsitesEditor = onDemand(() => profileEditors().then((m) => m.WebsitesEditor));

export const GenderPronounsEditor = onDemand(() =>
  import('./gender-pronouns-editor.tsx').then((m) => m.GenderPronounsEditor),
);
export const ProfileUpdater = onDemand(() => import('./updater/profile-updater.tsx').then((m) => m.ProfileUpdater));
export const ReportButton = onDemand(() => import('./report-dialog.tsx').then((m) => m.ReportButton));
export const CommunityOptIn = onDemand(() => import('./community-opt-in.tsx').then((m) => m.CommunityOptIn));
