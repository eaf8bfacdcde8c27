/** The zod schemas of privacy settings and contact details (privacy.ts has the rules). */
import { z } from 'zod';
import { CONTACT_FIELDS, PRIVACY_FIELDS, PRIVACY_VALUES } from './privacy.ts';

export const privacySettingsSchema = z.record(z.enum(PRIVACY_FIELDS), z.enum(PRIVACY_VALUES));

export const contactDetailsSchema = z.partialRecord(z.enum(CONTACT_FIELDS), z.string());

export const contactViewsResponseSchema = z.object({
  views: z.array(
    z.object({
      viewer: z.object({ entityId: z.number().int(), name: z.string(), accountType: z.string() }),
      viewedAt: z.string(),
    }),
  ),
});

export type ContactViewsResponse = z.infer<typeof contactViewsResponseSchema>;

export const privacySettingSchema = z.object({
  label: z.string(),
  description: z.string(),
  value: z.enum(PRIVACY_VALUES),
});

export type PrivacySetting = z.infer<typeof privacySettingSchema>;

/** GET /next/api/user/privacy-check: a map of field to its label, description and value. */
export const privacyCheckResponseSchema = z.object({
  privacySettings: z.record(z.enum(PRIVACY_FIELDS), privacySettingSchema),
});

export type PrivacyCheckResponse = z.infer<typeof privacyCheckResponseSchema>;

/** POST /next/api/user/preferences?entityId= body. */
export const preferenceUpdateSchema = z.object({
  category: z.literal('privacy', { error: 'category must be "privacy"' }),
  prefName: z.enum(PRIVACY_FIELDS, { error: `prefName must be one of: ${PRIVACY_FIELDS.join(', ')}` }),
  value: z.enum(PRIVACY_VALUES, { error: 'value must be one of: y, n, outsourcer' }),
});

export type PreferenceUpdate = z.infer<typeof preferenceUpdateSchema>;

export const preferenceUpdateResponseSchema = z.object({
  success: z.literal(true),
  prefName: z.enum(PRIVACY_FIELDS),
  setting: privacySettingSchema,
});

export type PreferenceUpdateResponse = z.infer<typeof preferenceUpdateResponseSchema>;
