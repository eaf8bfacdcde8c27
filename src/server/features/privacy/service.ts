/**
 * Privacy of contact details (spec §2.8, §3, §6): who may read and change a
 * member's settings, and — the point of it all — which contact details a
 * viewer gets to see. Every answer that carries contact details passes them
 * through visibleContactFields(); see docs/decisions/ for who counts as staff.
 */
import type { Locale } from '../../../contract/locales.ts';
import {
  CONTACT_FIELDS,
  CONTACT_REVEALS_PER_DAY,
  CONTACT_VIEWS_DAYS,
  type ContactDetails,
  type ContactField,
  type ContactViewsResponse,
  DEFAULT_PRIVACY,
  isVerifiedClient,
  PRIVACY_FIELD_FOR,
  PRIVACY_FIELDS,
  type PreferenceUpdate,
  type PreferenceUpdateResponse,
  type PrivacyCheckResponse,
  type PrivacyField,
  type PrivacySetting,
  type PrivacySettings,
  type PrivacyValue,
} from '../../../contract/privacy.ts';
import { canManageEntity } from '../../../contract/session.ts';
import { dictionaries } from '../../../i18n/all.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import type { Viewer } from '../../http/session.ts';
import { createPrivacyRepository } from './repository.ts';

/** What the rules need to know about the viewer: request.viewer fits. */
export type PrivacyViewer = Pick<Viewer, 'entityId' | 'isStaff' | 'isAdmin' | 'user'>;

export const NO_PERMISSION_MESSAGE = "You don't have permission to edit privacy settings for this profile.";

/**
 * May this viewer see a contact detail whose setting is `value`? The member
 * and staff (including admins, who moderate) always may; 'y' is everyone,
 * 'outsourcer' verified clients (isVerifiedClient), 'n' no one else. A pseudo
 * session sees what the impersonated member would see.
 */
export function canSeeContact(viewer: PrivacyViewer, ownerEntityId: number, value: PrivacyValue): boolean {
  if (viewer.entityId > 0 && viewer.entityId === ownerEntityId) return true;
  if (isStaffLike(viewer)) return true;
  if (value === 'y') return true;
  if (value === 'outsourcer') return isVerifiedClient(viewer.user);
  return false;
}

function isStaffLike(viewer: PrivacyViewer): boolean {
  // In a pseudo session the flags are the impersonated member's, so staff powers do not leak into it.
  if (viewer.user?.is_pseudo) return false;
  return viewer.isStaff || viewer.isAdmin;
}

/**
 * The owner's contact details this viewer may see: hidden and empty fields are
 * left out altogether. A member without saved settings has the defaults.
 */
export function visibleContactFields(
  viewer: PrivacyViewer,
  owner: { entityId: number } & ContactDetails,
  settings: Partial<PrivacySettings> | null | undefined,
): ContactDetails {
  const visible: ContactDetails = {};
  for (const field of CONTACT_FIELDS) {
    const value = owner[field];
    if (!value) continue;
    const setting = settings?.[PRIVACY_FIELD_FOR[field]] ?? DEFAULT_PRIVACY[PRIVACY_FIELD_FOR[field]];
    if (canSeeContact(viewer, owner.entityId, setting)) visible[field] = value;
  }
  return visible;
}

const DAY_MS = 86_400_000;

export function createPrivacyService(
  db: Db,
  { limiter, rateLimitScale, now = Date.now }: { limiter: RateLimiter; rateLimitScale: number; now?: () => number },
) {
  const repo = createPrivacyRepository(db);
  const revealsPerDay = Math.ceil(CONTACT_REVEALS_PER_DAY * rateLimitScale);

  async function settingsOf(entityId: number): Promise<PrivacySettings> {
    return (await repo.settingsOf(entityId)) ?? { ...DEFAULT_PRIVACY };
  }

  async function requireManager(viewer: PrivacyViewer, entityId: number): Promise<void> {
    if (!canManageEntity(viewer.user, entityId)) throw forbidden(NO_PERMISSION_MESSAGE);
    if (!(await repo.memberExists(entityId))) throw notFound('No member with this entity id');
  }

  return {
    settingsOf,

    /** Settings of many members at once (directory pages); members without a row get the defaults. */
    async settingsFor(entityIds: readonly number[]): Promise<Map<number, PrivacySettings>> {
      const found = await repo.settingsFor(entityIds);
      return new Map(entityIds.map((id) => [id, found.get(id) ?? { ...DEFAULT_PRIVACY }]));
    },

    /**
     * The owner's contact details this viewer may see, on the record: seeing a
     * member's non-public details (their audience is not "everyone") is logged
     * once a day per viewer, so the member can see who did, and each viewer may
     * do so for a limited number of members a day. Past that, only the public
     * details are shown (`withheld`).
     */
    async revealContact(
      viewer: PrivacyViewer,
      owner: { entityId: number } & ContactDetails,
      settings: PrivacySettings,
    ): Promise<{ contact: ContactDetails; withheld: boolean }> {
      const contact = visibleContactFields(viewer, owner, settings);
      const isPublic = (field: ContactField) => settings[PRIVACY_FIELD_FOR[field]] === 'y';
      const restricted = (Object.keys(contact) as ContactField[]).filter((f) => !isPublic(f));
      // The member, staff, and staff acting as a member in a pseudo session are not on the record.
      if (!restricted.length || viewer.entityId === owner.entityId || isStaffLike(viewer) || viewer.user?.is_pseudo) {
        return { contact, withheld: false };
      }
      const t = now();
      const day = new Date(t).toISOString().slice(0, 10);
      if (await repo.viewedOn(owner.entityId, viewer.entityId, day)) return { contact, withheld: false };
      const allowed = await limiter.hit(`contact-reveals:${viewer.entityId}`, revealsPerDay, DAY_MS);
      if (!allowed.ok) {
        for (const field of restricted) delete contact[field];
        return { contact, withheld: true };
      }
      await repo.recordView(owner.entityId, viewer.entityId, day, new Date(t));
      return { contact, withheld: false };
    },

    /** GET /next/api/user/contact-views: who saw the member's non-public contact details lately. */
    async contactViews(viewer: PrivacyViewer, entityId: number): Promise<ContactViewsResponse> {
      await requireManager(viewer, entityId);
      const rows = await repo.viewsOf(entityId, new Date(now() - CONTACT_VIEWS_DAYS * DAY_MS), 200);
      return {
        views: rows.map((r) => ({
          viewer: { entityId: r.entityId, name: r.name, accountType: r.accountType },
          viewedAt: r.viewedAt.toISOString(),
        })),
      };
    },

    /** GET /next/api/user/privacy-check: each field with its label and description in the viewer's language. */
    async check(viewer: PrivacyViewer, entityId: number, locale: Locale): Promise<PrivacyCheckResponse> {
      await requireManager(viewer, entityId);
      const settings = await settingsOf(entityId);
      const privacySettings = Object.fromEntries(
        PRIVACY_FIELDS.map((field) => [field, describe(field, settings[field], locale)]),
      ) as PrivacyCheckResponse['privacySettings'];
      return { privacySettings };
    },

    /** POST /next/api/user/preferences: saves one field. Nothing changes unless the viewer may manage the member. */
    async update(
      viewer: PrivacyViewer,
      entityId: number,
      input: PreferenceUpdate,
      locale: Locale,
    ): Promise<PreferenceUpdateResponse> {
      await requireManager(viewer, entityId);
      await repo.saveSetting(entityId, input.prefName, input.value);
      return { success: true, prefName: input.prefName, setting: describe(input.prefName, input.value, locale) };
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;

function describe(field: PrivacyField, value: PrivacyValue, locale: Locale): PrivacySetting {
  const text = dictionaries[locale].privacy.fields[field];
  return { label: text.label, description: text.description, value };
}
