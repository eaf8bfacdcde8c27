import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PHOTO_FILE } from '../../../contract/photos.ts';
import {
  entityIdQuerySchema,
  entityIdSchema,
  genderPronounsDataSchema,
  groupQuerySchema,
  PRIVATE_GROUPS,
  PROFILE_GROUPS,
  profileGroupSchemas,
  profilePageSchema,
  profileQuerySchema,
} from '../../../contract/profile.ts';
import { genderPronounsSchema } from '../../../contract/profile-input-schemas.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { resolveLocale } from '../../http/locale.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { BACK_TO_WORK_EVERY_MS, returnMembersToWork } from './back-to-work.ts';
import { createPhotoStore } from './photo.ts';
import { announceProfileChange } from './profile-changed.ts';
import { createProfileService, PROFILE_CHANGED } from './service.ts';
import { profileWriteRoutes } from './write-routes.ts';

/**
 * Answers vary with the viewer (contact details, private groups), so none is
 * stored by shared caches; the service keeps its own short-lived snapshot.
 */
const PRIVATE = 'private, no-cache';
const TRANSLATOR = 6;

export function profileRoutes(ctx: AppContext): RouteDefinition[] {
  const limits = { limiter: ctx.limiter, rateLimitScale: ctx.config.rateLimitScale };
  const profiles = createProfileService(ctx.db, limits);
  void ctx.bus.subscribe(PROFILE_CHANGED, (message) => profiles.forget((message as { entityId: number }).entityId));
  if (ctx.config.env !== 'test') {
    const backToWork = () => void returnMembersToWork(ctx).catch(() => {});
    backToWork();
    setInterval(backToWork, BACK_TO_WORK_EVERY_MS).unref();
  }

  /**
   * After a write to a member's profile: the directory entry and search index
   * are rebuilt now, other processes forget their copy, and whoever changed
   * someone else's profile (an admin, a pseudo session) is in the audit log.
   */
  async function afterProfileChange(request: FastifyRequest, entityId: number, group: string) {
    await announceProfileChange(ctx, entityId);
    // The header shows the member's photo and the session carries their account type.
    if (group === 'photo' || group === 'account-type') await ctx.auth.memberChanged(entityId);
    if (request.viewer.user?.is_pseudo || request.viewer.entityId !== entityId) {
      await ctx.audit.record(request, 'profile.update', entityId, { group });
    }
  }

  const photos = createPhotoStore(ctx.files, limits);
  const writeRoutes = profileWriteRoutes(profiles, photos, afterProfileChange);

  // One route per group (spec §7 "Profile data"), so other /user/* routes are never shadowed.
  const groupRoutes = PROFILE_GROUPS.map((group) =>
    defineRoute({
      method: 'GET',
      url: `/next/api/user/${group}`,
      tag: 'profile',
      summary: `A member’s ${group.replaceAll('-', ' ')}`,
      ...(PRIVATE_GROUPS.has(group)
        ? { access: 'member', owner: true, description: 'Private: only the member, an admin or a pseudo session.' }
        : { access: 'public' }),
      scopes: ['profile:read'],
      query: groupQuerySchema,
      response: { schema: profileGroupSchemas[group] },
      errors: [404],
      example: {
        query:
          group === 'calendar-events' ? { entityId: TRANSLATOR, currentMonth: '2026-11' } : { entityId: TRANSLATOR },
      },
      handler({ query }, request, reply) {
        reply.header('cache-control', PRIVATE);
        return profiles.group(request.viewer, group, query, resolveLocale(request));
      },
    }),
  );

  return [
    ...groupRoutes,

    defineRoute({
      method: 'POST',
      url: '/next/api/user/gender-pronouns',
      tag: 'profile',
      summary: 'Save one’s own gender and pronouns',
      access: 'member',
      changesPages: true,
      scopes: ['profile:write'],
      body: genderPronounsSchema,
      response: { schema: genderPronounsDataSchema },
      example: { body: { gender: 'woman', genderCustom: '', pronouns: 'she/her' } },
      async handler({ body }, request) {
        const saved = await profiles.saveGenderPronouns(request.viewer, body);
        await ctx.bus.publish(PROFILE_CHANGED, { entityId: request.viewer.entityId });
        return saved;
      },
    }),

    ...writeRoutes,

    defineRoute({
      method: 'GET',
      url: '/media/photos/:file',
      tag: 'profile',
      summary: 'A profile photo, as the server re-encoded it',
      description: 'Addresses come from a member’s `imageUrl`; they never change, so answers are cached for a year.',
      access: 'public',
      params: z.object({ file: z.string().regex(PHOTO_FILE, { error: 'No such photo' }) }),
      response: { schema: z.string(), contentType: 'image/webp', description: 'The WebP image' },
      errors: [404],
      example: { params: { file: '6-0123456789abcdef.webp' } },
      async handler({ params }, _request, reply) {
        const image = await photos.read(params.file);
        if (!image) throw notFound('No such photo');
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(image);
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/next/api/user/name',
      tag: 'profile',
      summary: 'A member’s display name (chat sender names)',
      access: 'public',
      scopes: ['profile:read'],
      query: entityIdQuerySchema,
      response: { schema: z.object({ name: z.string() }) },
      errors: [404],
      example: { query: { entityId: TRANSLATOR } },
      handler({ query }, _request, reply) {
        reply.header('cache-control', 'public, max-age=300');
        return profiles.name(query.entityId);
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/next/api/profile/:entityId',
      tag: 'profile',
      summary: 'A whole profile in one call: the member, contact details as privacy allows, and every group',
      access: 'public',
      scopes: ['profile:read'],
      params: z.object({ entityId: entityIdSchema }),
      query: profileQuerySchema,
      response: { schema: profilePageSchema },
      errors: [404],
      example: { params: { entityId: TRANSLATOR }, query: { month: '2026-11' } },
      handler({ params, query }, request, reply) {
        reply.header('cache-control', PRIVATE);
        return profiles.page(request.viewer, params.entityId, resolveLocale(request), query.month);
      },
    }),
  ];
}
