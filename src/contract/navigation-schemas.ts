/**
 * The zod schemas of navigation items (spec §3 NavItem, §7): an item as the API answers it, and
 * what the editor sends. The header and menus import navigation.ts, which holds no schema
 * (decision 040).
 */
import { z } from 'zod';
import { ID_MAX } from './ids.ts';
import { NAV_LOCATIONS, NAV_TAGS, splitList } from './navigation.ts';

export const navItemSchema = z.object({
  nav_item_id: z.number().int(),
  name: z.string(),
  /** Key in the `_new_site_nav` dictionary section. */
  sid: z.string(),
  /** `name` in the viewer's language (from `_new_site_nav` by sid), filled by the server. */
  translated_name: z.string(),
  link: z.string(),
  target: z.string(),
  /** Comma-separated NavTag values. */
  tags: z.string(),
  access_type: z.string(),
  /** Comma-separated ids of the parent items; empty for a top-level item. */
  parent_ids: z.string(),
  location: z.enum(NAV_LOCATIONS),
  /** Style marker; contains `logout` on the logout item. */
  tailwind: z.string(),
});
export type NavItem = z.infer<typeof navItemSchema>;

const LINK_FORMS = /^(|#|\/(?!\/).*|ng\/.*|https?:\/\/.+|classic:\/.*)$/;

/** The editable fields of an item (POST body); PUT adds nav_item_id. translated_name is ignored. */
export const navItemInputSchema = z.object({
  name: z
    .string({ error: 'Please provide a valid name' })
    .trim()
    .min(1, 'Please provide a valid name')
    .max(120, 'Use at most 120 characters'),
  sid: z
    .string()
    .trim()
    .max(100, 'Use at most 100 characters')
    // A dictionary key, read with own-key lookups only (i18n `entry`): an identifier, never "__proto__".
    .regex(/^([a-z][a-z0-9_]*)?$/, 'Use lowercase letters, digits and _, starting with a letter')
    .default(''),
  link: z
    .string()
    .trim()
    .max(500, 'Use at most 500 characters')
    .regex(LINK_FORMS, 'Use a path starting with /, a web address (https://…) or classic:/path')
    .default(''),
  target: z.enum(['', '_blank', '_self'], { error: 'Use _blank, _self or leave it empty' }).default(''),
  tags: z
    .string()
    .default('')
    .transform((v) => [...new Set(splitList(v).map((t) => t.toLowerCase()))])
    .refine((tags) => tags.every((t) => (NAV_TAGS as readonly string[]).includes(t)), {
      message: `Use only these tags: ${NAV_TAGS.join(', ')}`,
    })
    .transform((tags) => tags.join(',')),
  access_type: z
    .string()
    .trim()
    .max(50, 'Use at most 50 characters')
    .regex(/^[a-z0-9_]*$/, 'Use lowercase letters, digits and _ only')
    .default(''),
  parent_ids: z
    .string()
    .default('')
    .refine((v) => splitList(v).every((id) => /^\d{1,9}$/.test(id) && Number(id) > 0), {
      message: 'Use comma-separated item ids, e.g. 790,12',
    })
    .transform((v) => [...new Set(splitList(v))].join(',')),
  location: z.enum(NAV_LOCATIONS, { error: `Use one of ${NAV_LOCATIONS.join(', ')}` }),
  tailwind: z.string().trim().max(300, 'Use at most 300 characters').default(''),
});
export type NavItemInput = z.infer<typeof navItemInputSchema>;

const navItemId = z
  .number({ error: 'Must be a navigation item id' })
  .int('Must be a navigation item id')
  .positive('Must be a navigation item id')
  .max(ID_MAX, 'Must be a navigation item id');

/**
 * PUT body: the whole item. `translated_name`, when sent, is the item's name in the
 * editor's interface language: it is kept for that language (names in English are `name`).
 */
export const navItemUpdateSchema = navItemInputSchema.extend({
  nav_item_id: navItemId,
  translated_name: z
    .string()
    .trim()
    .min(1, 'Please provide a valid name')
    .max(120, 'Use at most 120 characters')
    .optional(),
});

/** PUT /next/api/nav-links/order: these items (siblings) in this order. */
export const navOrderSchema = z.object({
  ids: z
    .array(navItemId)
    .min(2, 'Send at least two items to order')
    .max(200, 'Send at most 200 items')
    .refine((ids) => new Set(ids).size === ids.length, 'Send each item once'),
});
export type NavItemUpdate = z.infer<typeof navItemUpdateSchema>;

/** DELETE body. */
export const navItemDeleteSchema = z.object({ id: navItemId });
