import { z } from 'zod';
import {
  navItemDeleteSchema,
  navItemInputSchema,
  navItemSchema,
  navItemUpdateSchema,
} from '../../../contract/navigation.ts';
import type { AppContext } from '../../context.ts';
import { resolveLocale } from '../../http/locale.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createNavigationRepository } from './repository.ts';
import { createNavigationService } from './service.ts';

const success = z.object({ success: z.literal(true) });
const exampleItem = {
  name: 'Glossary exchange',
  sid: 'glossary_exchange',
  link: '/learn',
  target: '',
  tags: 'new',
  access_type: '',
  parent_ids: '',
  location: 'header',
  tailwind: '',
} as const;

export function navigationRoutes(ctx: AppContext): RouteDefinition[] {
  const nav = createNavigationService({
    config: ctx.config,
    repo: createNavigationRepository(ctx.db),
    audit: ctx.audit,
  });

  return [
    defineRoute({
      method: 'GET',
      url: '/next/api/nav-links',
      tag: 'navigation',
      summary: 'The navigation items this viewer may see, names in their language',
      access: 'public',
      response: { schema: z.array(navItemSchema) },
      handler(_input, request, reply) {
        // Differs per viewer (roles, language): never shared by caches.
        reply.header('cache-control', 'private, no-cache');
        return nav.visibleTo(request.viewer, resolveLocale(request));
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/next/api/nav-links',
      tag: 'navigation',
      summary: 'Add a navigation item',
      access: 'linkEditor',
      changesPages: true,
      body: navItemInputSchema,
      response: { status: 201, schema: z.object({ success: z.literal(true), item: navItemSchema }) },
      example: { body: exampleItem },
      async handler({ body }, request, reply) {
        const item = await nav.create(request, body, resolveLocale(request));
        return reply.status(201).send({ success: true, item });
      },
    }),

    defineRoute({
      method: 'PUT',
      url: '/next/api/nav-links',
      tag: 'navigation',
      summary: 'Replace a navigation item',
      access: 'linkEditor',
      changesPages: true,
      body: navItemUpdateSchema,
      response: { schema: success },
      errors: [404],
      example: {
        body: {
          ...exampleItem,
          nav_item_id: 111,
          name: 'Translators',
          sid: 'translators',
          link: '/directory?service=translators',
          tags: '',
          parent_ids: '110',
        },
      },
      async handler({ body }, request) {
        await nav.update(request, body);
        return { success: true };
      },
    }),

    defineRoute({
      method: 'DELETE',
      url: '/next/api/nav-links',
      tag: 'navigation',
      summary: 'Delete a navigation item',
      access: 'linkEditor',
      changesPages: true,
      body: navItemDeleteSchema,
      response: { schema: success },
      errors: [404, 409],
      example: { body: { id: 111 } },
      async handler({ body }, request) {
        await nav.remove(request, body.id);
        return { success: true };
      },
    }),
  ];
}
