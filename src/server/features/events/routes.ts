import {
  eventFeedQuerySchema,
  eventIdParamsSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventPatchSchema,
  siteEventListSchema,
  siteEventSchema,
} from '../../../contract/events-schemas.ts';
import { deletedSchema } from '../../../contract/fields.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { eventCalendar } from './ics.ts';
import { createEventRepository } from './repository.ts';
import { createEventService } from './service.ts';

export function eventRoutes(ctx: AppContext): RouteDefinition[] {
  const events = createEventService({ repo: createEventRepository(ctx.db), audit: ctx.audit });
  const shared = { tag: 'events' } as const;
  const site = () => ({ url: ctx.config.publicUrl, host: new URL(ctx.config.publicUrl).host, now: new Date() });
  return [
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/events/calendar',
      summary: 'Events to come (the soonest first) or past (the latest first), optionally of one community',
      access: 'public',
      strictQuery: true,
      query: eventListQuerySchema,
      response: { schema: siteEventListSchema },
      example: { query: { community: 'interpreters', when: 'upcoming' } },
      handler: ({ query }) => events.list(query.when, query.community),
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/events/calendar.ics',
      summary: 'The events to come as an iCalendar feed to subscribe to, optionally of one community',
      access: 'public',
      strictQuery: true,
      query: eventFeedQuerySchema,
      response: { contentType: 'text/calendar', description: 'iCalendar (RFC 5545), a VEVENT per event' },
      example: { query: { community: 'interpreters' } },
      async handler({ query }, _request, reply) {
        const { items } = await events.list('upcoming', query.community);
        const name = query.community ? `Wordhive events: ${query.community}` : 'Wordhive events';
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .send(eventCalendar(items, { ...site(), name }));
      },
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/events/:id',
      summary: 'One event, past or to come, with the walls tied to it',
      access: 'public',
      params: eventIdParamsSchema,
      response: { schema: siteEventSchema },
      errors: [404],
      example: { params: { id: 1 } },
      handler: ({ params }) => events.one(params.id),
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/events/:id/calendar.ics',
      summary: 'One event as an iCalendar file, for adding it to a calendar',
      access: 'public',
      params: eventIdParamsSchema,
      response: { contentType: 'text/calendar', description: 'iCalendar (RFC 5545), one VEVENT' },
      errors: [404],
      example: { params: { id: 1 } },
      async handler({ params }, _request, reply) {
        const event = await events.one(params.id);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="wordhive-event-${event.id}.ics"`)
          .send(eventCalendar(event, site()));
      },
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/events',
      summary: 'Add an event (staff and admins; audited)',
      access: 'staff',
      changesPages: true,
      body: eventInputSchema,
      response: { status: 201, schema: siteEventSchema },
      example: {
        body: {
          title: 'Interpreting for courts: a workshop',
          description: 'Consecutive technique, note-taking and court etiquette, with exercises in pairs.',
          kind: 'workshop',
          starts_at: '2027-03-12T08:00:00Z',
          ends_at: '2027-03-12T15:00:00Z',
          time_zone: 'Europe/Vienna',
          location: 'Vienna',
          url: null,
          community: 'interpreters',
        },
      },
      async handler({ body }, request, reply) {
        return reply.status(201).send(await events.add(request, body));
      },
    }),
    defineRoute({
      ...shared,
      method: 'PATCH',
      url: '/next/api/events/:id',
      summary: 'Change an event (staff and admins; audited)',
      access: 'staff',
      changesPages: true,
      params: eventIdParamsSchema,
      body: eventPatchSchema,
      response: { schema: siteEventSchema },
      errors: [404],
      example: { params: { id: 1 }, body: { location: 'Porto' } },
      handler: ({ params, body }, request) => events.edit(request, params.id, body),
    }),
    defineRoute({
      ...shared,
      method: 'DELETE',
      url: '/next/api/events/:id',
      summary: 'Delete an event; walls tied to it stay, untied (staff and admins; audited)',
      access: 'staff',
      changesPages: true,
      params: eventIdParamsSchema,
      response: { schema: deletedSchema },
      errors: [404],
      example: { params: { id: 1 } },
      async handler({ params }, request) {
        await events.remove(request, params.id);
        return { deleted: true } as const;
      },
    }),
  ];
}
