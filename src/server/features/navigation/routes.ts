import { z } from 'zod';
import {
  navItemDeleteSchema,
  navItemInputSchema,
  navItemSchema,
  navItemUpdateSchema,
  navOrderSchema,
} from '../../../contract/navigation-schemas.ts';
import { navStringSchema, navStringsQuerySchema } from '../../../contract/sitelang-schemas.ts';
import type { AppContext } from '../../context.ts';
import { resolveLocale, setNavStringsCookie } from '../../http/locale.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createNavigationRepository } from './repository.ts';
import { createNavigationService, NAVIGATION_CHANGED } from './service.ts';

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
    publish: () => ctx.bus.publish(NAVIGATION_CHANGED, {}),
  });
  void ctx.bus.subscribe(NAVIGATION_CHANGED, () => nav.forget());

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
      method: 'GET',
      url: '/next/api/sitelang/nav_strings',
      tag: 'languages',
      summary: 'Navigation names in one interface language',
      access: 'public',
      query: navStringsQuerySchema,
      response: { schema: z.array(navStringSchema) },
      example: { query: { lang: 'deu' } },
      handler({ query }, _request, reply) {
        // The browser may keep the strings for a day; the nav_strings cookie says for which language,
        // and a language change clears it (spec §4, §9).
        reply.header('cache-control', 'private, max-age=86400');
        setNavStringsCookie(reply, ctx.config, query.lang);
        return nav.strings(query.lang);
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
        await nav.update(request, body, resolveLocale(request));
        return { success: true };
      },
    }),

    defineRoute({
      method: 'PUT',
      url: '/next/api/nav-links/order',
      tag: 'navigation',
      summary: 'Order sibling navigation items: the ids in the order they should show',
      access: 'linkEditor',
      changesPages: true,
      body: navOrderSchema,
      response: { schema: success },
      errors: [404],
      example: { body: { ids: [112, 111, 113] } },
      async handler({ body }, request) {
        await nav.reorder(request, body.ids);
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
