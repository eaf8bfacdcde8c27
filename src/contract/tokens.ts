/**
 * Personal access tokens (docs/decisions/015): for CAT tools and scripts that
 * call the API as a member. A token carries scopes; a route opens to a token
 * only when the route table lists one of its scopes.
 */
import { z } from 'zod';
import { currentPasswordSchema } from './auth-schemas.ts';

/** One scope per area a script may use. */
export const TOKEN_SCOPES = ['profile:read', 'profile:write', 'messages:read', 'jobs:read'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Tokens start with this, so secret scanners and people can tell them apart from other secrets. */
export const TOKEN_PREFIX = 'whp_';
export const TOKEN_NAME_MAX = 60;
export const TOKENS_PER_MEMBER_MAX = 20;
export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
/** Calls a token may make a minute (per token, across processes); more answer 429 with Retry-After. */
export const TOKEN_CALLS_PER_MINUTE = 300;

export const tokenCreateSchema = z.object({
  name: z
    .string({ error: 'Give the token a name' })
    .trim()
    .min(1, 'Give the token a name')
    .max(TOKEN_NAME_MAX, `Use at most ${TOKEN_NAME_MAX} characters`),
  scopes: z
    .array(z.enum(TOKEN_SCOPES, { error: `Use scopes from: ${TOKEN_SCOPES.join(', ')}` }), {
      error: 'Choose at least one scope',
    })
    .min(1, 'Choose at least one scope')
    .max(TOKEN_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  expiresInDays: z.union(
    TOKEN_EXPIRY_DAYS.map((d) => z.literal(d)),
    { error: `Choose an expiry of ${TOKEN_EXPIRY_DAYS.join(', ')} days` },
  ),
  /** A token acts as the member for up to a year: whoever makes one proves again that they are the member. */
  currentPassword: currentPasswordSchema,
});
export type TokenCreate = z.infer<typeof tokenCreateSchema>;

export const tokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  /** The first characters, so a member can tell which token a tool holds. */
  preview: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof tokenSchema>;

export const tokenListSchema = z.object({ tokens: z.array(tokenSchema) });
/** The secret is in this answer only: it is stored hashed and cannot be shown again. */
export const tokenCreatedSchema = z.object({ token: tokenSchema, secret: z.string() });
