/**
 * Privacy settings for contact details (spec §2.8, §3, §9): the eleven fields,
 * their three audiences, the defaults, and which contact detail each governs.
 * The server enforces them (src/server/features/privacy/service.ts); the web
 * only shows and edits them. The zod schemas are in privacy-schemas.ts, so a profile page
 * can show contact details without loading zod.
 */
export type {
  ContactViewsResponse,
  PreferenceUpdate,
  PreferenceUpdateResponse,
  PrivacyCheckResponse,
  PrivacySetting,
} from './privacy-schemas.ts';

export const PRIVACY_FIELDS = [
  'contact_country_visible',
  'contact_address_visible',
  'contact_city_visible',
  'contact_region_visible',
  'contact_postal_visible',
  'contact_phone_visible',
  'contact_skype_visible',
  'contact_fax_visible',
  'contact_email_visible',
  'contact_url_visible',
  'agency_name_visible',
] as const;
export type PrivacyField = (typeof PRIVACY_FIELDS)[number];

/** 'y' everyone, 'n' no one (but the member and staff), 'outsourcer' signed-in outsourcers. */
export const PRIVACY_VALUES = ['y', 'n', 'outsourcer'] as const;
export type PrivacyValue = (typeof PRIVACY_VALUES)[number];

export type PrivacySettings = Record<PrivacyField, PrivacyValue>;

/** Where to be found is public; how to be reached goes to clients; the home address stays private. */
export const DEFAULT_PRIVACY: PrivacySettings = {
  contact_country_visible: 'y',
  contact_address_visible: 'n',
  contact_city_visible: 'y',
  contact_region_visible: 'y',
  contact_postal_visible: 'n',
  contact_phone_visible: 'outsourcer',
  contact_skype_visible: 'outsourcer',
  contact_fax_visible: 'outsourcer',
  contact_email_visible: 'n',
  contact_url_visible: 'y',
  agency_name_visible: 'y',
};

/** The contact details a profile can carry, as the API names them. */
export const CONTACT_FIELDS = [
  'country_code',
  'address',
  'city',
  'region',
  'postal_code',
  'phone',
  'skype',
  'fax',
  'email',
  'website',
  'agency_name',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactDetails = Partial<Record<ContactField, string>>;

/** The setting that decides who sees each contact detail. */
export const PRIVACY_FIELD_FOR: Record<ContactField, PrivacyField> = {
  country_code: 'contact_country_visible',
  address: 'contact_address_visible',
  city: 'contact_city_visible',
  region: 'contact_region_visible',
  postal_code: 'contact_postal_visible',
  phone: 'contact_phone_visible',
  skype: 'contact_skype_visible',
  fax: 'contact_fax_visible',
  email: 'contact_email_visible',
  website: 'contact_url_visible',
  agency_name: 'agency_name_visible',
};

/**
 * Who "Outsourcers only" means (docs/decisions/019): clients Wordhive has reason
 * to trust, not anyone who ticks "outsourcer" at sign-up. Today that is an
 * outsourcer account staff have verified. A completed job alone does not count
 * (both sides could be one person); a payment through Wordhive Pay may, once it exists.
 */
export function isVerifiedClient(user: { account_type: string; roles: readonly string[] } | null): boolean {
  return !!user && user.account_type === 'outsourcer' && user.roles.includes('verified_outsourcer');
}

/** How many members' non-public contact details one member may see a day (more is harvesting). */
export const CONTACT_REVEALS_PER_DAY = 40;
/** How far back a member can see who viewed their contact details. */
export const CONTACT_VIEWS_DAYS = 90;
