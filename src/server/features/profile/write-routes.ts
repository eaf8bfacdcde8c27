/**
 * What a member writes on their own profile: one PUT per group
 * (`/next/api/user/{group}?entityId=`), validated by the group's schema (the
 * editor's too) and answered with what a read of the group now returns; and
 * the photo, uploaded as a file. The owner, an admin or a pseudo session may
 * write (spec §6 canEdit); feedback, ratings and Blue Board entries are written
 * by others and have no route here.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MESSAGES,
  PHOTO_TYPES,
  PHOTO_UPLOADS_PER_HOUR,
  photoSchema,
} from '../../../contract/photos.ts';
import { entityIdQuerySchema, type ProfileGroup, profileGroupSchemas } from '../../../contract/profile.ts';
import {
  aboutSchema,
  accountTypeInputSchema,
  articlesInputSchema,
  careersInputSchema,
  contactInputSchema,
  credentialsInputSchema,
  eventsInputSchema,
  faqInputSchema,
  fieldsInputSchema,
  glossariesInputSchema,
  knownLanguagesInputSchema,
  mentorInputSchema,
  pairsInputSchema,
  poolInputSchema,
  portfolioInputSchema,
  projectsInputSchema,
  ratesInputSchema,
  samplesInputSchema,
  servicesInputSchema,
  softwaresInputSchema,
  websitesInputSchema,
} from '../../../contract/profile-input-schemas.ts';
import { serviceType } from '../../../contract/taxonomy.ts';
import { badRequest } from '../../http/errors.ts';
import { resolveLocale } from '../../http/locale.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { EXAMPLE_PHOTO, type PhotoStore } from './photo.ts';
import type { ProfileRepository } from './repository.ts';
import type { ProfileService } from './service.ts';

const TRANSLATOR = 6;

/** Writes that are not read as a group of their own: they answer what was saved. */
type OwnWrite = 'about' | 'account-type' | 'contact' | 'mentor';
const OWN_WRITES: ReadonlySet<string> = new Set<OwnWrite>(['about', 'account-type', 'contact', 'mentor']);

type Languages<B> = (body: B) => { code: string; field: string }[];

/** The field to name when one entry's pair holds a language code we do not know. */
const pairLanguages =
  <B>(list: (body: B) => readonly { pair: { source: string; target: string } | null }[], name: string): Languages<B> =>
  (body) =>
    list(body).flatMap((entry, i) =>
      entry.pair
        ? [
            { code: entry.pair.source, field: `${name}.${i}.pair` },
            { code: entry.pair.target, field: `${name}.${i}.pair` },
          ]
        : [],
    );

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

export function profileWriteRoutes(
  profiles: ProfileService,
  photos: PhotoStore,
  afterChange: (request: FastifyRequest, entityId: number, group: string) => Promise<void>,
): RouteDefinition[] {
  function writeRoute<B extends z.ZodType>(route: {
    group: ProfileGroup | OwnWrite;
    /** The address's last segment when it is not the group's name (samples are written apart from works). */
    path?: string;
    summary: string;
    description?: string;
    body: B;
    example: z.input<B>;
    write: (body: z.output<B>, entityId: number) => (repo: ProfileRepository) => Promise<void>;
    languages?: Languages<z.output<B>>;
  }): RouteDefinition {
    const { group } = route;
    const own = OWN_WRITES.has(group);
    return defineRoute({
      method: 'PUT',
      url: `/next/api/user/${route.path ?? group}`,
      tag: 'profile',
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      access: 'member',
      owner: true,
      changesPages: true,
      scopes: ['profile:write'],
      query: entityIdQuerySchema,
      body: route.body,
      response: { schema: own ? route.body : profileGroupSchemas[group as ProfileGroup] },
      errors: [404],
      example: { query: { entityId: TRANSLATOR }, body: route.example },
      async handler({ query: { entityId }, body }, request) {
        const input = body as z.output<B>;
        await profiles.update(request.viewer, entityId, route.write(input, entityId), route.languages?.(input));
        await afterChange(request, entityId, group);
        if (own) return input;
        return profiles.group(request.viewer, group as ProfileGroup, { entityId }, resolveLocale(request));
      },
    });
  }

  return [
    writeRoute({
      group: 'about',
      summary: 'Save a profile’s headline, bio, years of experience and availability',
      body: aboutSchema,
      example: {
        headline: 'Legal and financial translator, Portuguese and Spanish into English',
        bio: 'Sworn translator since 2012.',
        yearsExperience: 14,
        availability: 'available',
      },
      write: (body, id) => (repo) => repo.saveAbout(id, body),
    }),
    writeRoute({
      group: 'account-type',
      summary: 'Change what the member is on the site: translator, interpreter, subtitler, company or client',
      description: 'Decides which directory lists the member and how they are rated.',
      body: accountTypeInputSchema,
      example: { accountType: 'translator' },
      write: (body, id) => (repo) => repo.saveAccountType(id, body.accountType),
    }),
    writeRoute({
      group: 'contact',
      summary: 'Save the member’s contact details and time zone',
      description: 'Who sees each detail follows the member’s privacy settings (POST /next/api/user/preferences).',
      body: contactInputSchema,
      example: {
        country_code: 'PT',
        region: 'Lisboa',
        city: 'Lisbon',
        address: 'Rua Augusta 100',
        postal_code: '1100-053',
        phone: '+351 21 000 0000',
        skype: '',
        fax: '',
        email: 'sofia@almeida-legal.example',
        website: 'https://almeida-legal.example',
        agency_name: 'Almeida Legal Translations',
        timezone: 'Europe/Lisbon',
      },
      write: (body, id) => (repo) => repo.saveContact(id, body),
    }),
    writeRoute({
      group: 'pairs',
      summary: 'Save a profile’s working language pairs, in order (the first is the main pair)',
      description: 'Services and rates of a pair that is no longer listed are removed with it.',
      body: pairsInputSchema,
      example: {
        pairs: [
          { source: 'por', target: 'eng' },
          { source: 'spa', target: 'eng' },
        ],
      },
      write: (body, id) => (repo) => repo.savePairs(id, body.pairs),
      languages: (body) =>
        body.pairs.flatMap((p, i) => [
          { code: p.source, field: `pairs.${i}` },
          { code: p.target, field: `pairs.${i}` },
        ]),
    }),
    writeRoute({
      group: 'services',
      summary: 'Save the services a member offers, each in some of their pairs or in single languages',
      description:
        'Pair services (translation, interpreting…) name pairs the member works in; single-language services (copywriting, transcription…) name languages. Rates of a service no longer offered go with it.',
      body: servicesInputSchema,
      example: {
        services: [
          { serviceId: 1, pairs: [{ source: 'por', target: 'eng' }], languages: [] },
          { serviceId: 6, pairs: [], languages: ['eng'] },
        ],
      },
      write: (body, id) => async (repo) => {
        const pairs = await repo.pairKeys(id);
        body.services.forEach((service, i) => {
          const j = service.pairs.findIndex((p) => !pairs.has(`${p.source}>${p.target}`));
          if (j >= 0) throw refuse(`services.${i}.pairs.${j}`, 'Choose one of your language pairs');
        });
        await repo.saveServices(id, body.services);
      },
      languages: (body) =>
        body.services.flatMap((s, i) =>
          s.languages.map((code, j) => ({ code, field: `services.${i}.languages.${j}` })),
        ),
    }),
    writeRoute({
      group: 'rates',
      summary: 'Save the member’s prices per unit, for services they offer',
      description:
        'Each rate names one of the member’s services and, for a pair service, optionally one of the pairs it is offered in (without a pair it applies to all of them).',
      body: ratesInputSchema,
      example: {
        rates: [
          { serviceId: 1, pair: { source: 'por', target: 'eng' }, unit: 'word', currency: 'EUR', amount: 0.11 },
          { serviceId: 6, pair: null, unit: 'hour', currency: 'EUR', amount: 40 },
        ],
      },
      write: (body, id) => async (repo) => {
        const offered = await repo.services(id);
        body.rates.forEach((rate, i) => {
          const rows = offered.filter((s) => s.serviceId === rate.serviceId);
          if (!rows.length) throw refuse(`rates.${i}.serviceId`, 'Choose one of your services');
          if (!rate.pair) return;
          if (serviceType(rate.serviceId) === 'single')
            throw refuse(`rates.${i}.pair`, 'This service is not offered in pairs');
          if (!rows.some((s) => s.sourceLang === rate.pair!.source && s.targetLang === rate.pair!.target))
            throw refuse(`rates.${i}.pair`, 'Choose one of your language pairs');
        });
        await repo.saveRates(id, body.rates);
      },
    }),
    writeRoute({
      group: 'known-languages',
      summary: 'Save the languages a member speaks, with their level',
      body: knownLanguagesInputSchema,
      example: {
        languages: [
          { language: 'por', proficiency: 'native' },
          { language: 'eng', proficiency: 'bilingual' },
        ],
      },
      write: (body, id) => (repo) => repo.saveKnownLanguages(id, body.languages),
      languages: (body) => body.languages.map((l, i) => ({ code: l.language, field: `languages.${i}.language` })),
    }),
    writeRoute({
      group: 'field-of-expertise',
      summary: 'Save a profile’s fields of expertise, up to 3 of them marked as main fields',
      body: fieldsInputSchema,
      example: {
        fields: [
          { disciplineId: 102, specialty: true },
          { disciplineId: 101, specialty: false },
        ],
      },
      write: (body, id) => (repo) => repo.saveFields(id, body.fields),
    }),
    writeRoute({
      group: 'softwares',
      summary: 'Save the software a member works with',
      body: softwaresInputSchema,
      example: { softwareIds: [1, 3] },
      write: (body, id) => (repo) => repo.saveSoftwares(id, body.softwareIds),
    }),
    writeRoute({
      group: 'credentials',
      summary: 'Save the member’s certifications, degrees and professional memberships',
      description:
        'Send the whole list; an entry keeps its id to stay the same entry. Staff verify credentials: a verified one that is changed is unverified again.',
      body: credentialsInputSchema,
      example: {
        credentials: [
          {
            kind: 'certification',
            title: 'Certified Translator (PT>EN)',
            issuer: 'American Translators Association',
            pair: { source: 'por', target: 'eng' },
            year: 2016,
          },
        ],
      },
      write: (body, id) => (repo) => repo.saveCredentials(id, body.credentials),
      languages: pairLanguages((body) => body.credentials, 'credentials'),
    }),
    writeRoute({
      group: 'portfolio',
      summary: 'Save the member’s portfolio works: books, sites, films, conferences they can point to',
      description: 'Send the whole list; an entry keeps its id to stay the same entry. Answers the portfolio group.',
      body: portfolioInputSchema,
      example: {
        works: [
          {
            title: 'Annual report 2025, Banco Atlântico',
            kind: 'document',
            client: 'Banco Atlântico',
            year: 2025,
            pair: { source: 'por', target: 'eng' },
            disciplineId: 102,
            url: '',
            description: '120 pages, with the auditors’ notes.',
          },
        ],
      },
      write: (body, id) => (repo) => repo.savePortfolio(id, body.works),
      languages: pairLanguages((body) => body.works, 'works'),
    }),
    writeRoute({
      group: 'portfolio',
      path: 'samples',
      summary: 'Save the member’s translation samples (source excerpt and translation)',
      description:
        'Send the whole list; an entry keeps its id to stay the same entry. Answers the portfolio group, where samples are shown beside the works.',
      body: samplesInputSchema,
      example: {
        samples: [
          {
            title: 'Share purchase agreement (excerpt)',
            pair: { source: 'por', target: 'eng' },
            disciplineId: 102,
            sourceText: 'O presente contrato entra em vigor na data da sua assinatura.',
            targetText: 'This agreement comes into force on the date of its signature.',
          },
        ],
      },
      write: (body, id) => (repo) => repo.saveSamples(id, body.samples),
      languages: pairLanguages((body) => body.samples, 'samples'),
    }),
    writeRoute({
      group: 'glossaries',
      summary: 'Save the glossaries the member keeps, each with a few sample entries',
      description: 'Send the whole list; an entry keeps its id to stay the same entry.',
      body: glossariesInputSchema,
      example: {
        glossaries: [
          {
            title: 'Portuguese corporate law',
            pair: { source: 'por', target: 'eng' },
            disciplineId: 102,
            termCount: 850,
            sampleTerms: [{ source: 'sociedade anónima', target: 'public limited company' }],
          },
        ],
      },
      write: (body, id) => (repo) => repo.saveGlossaries(id, body.glossaries),
      languages: pairLanguages((body) => body.glossaries, 'glossaries'),
    }),
    writeRoute({
      group: 'articles',
      summary: 'Save the articles the member wrote: title, summary, category and where to read them',
      description: 'Send the whole list; an entry keeps its id (and its publication date and views).',
      body: articlesInputSchema,
      example: {
        articles: [
          {
            title: 'What a sworn translation is, country by country',
            summary: 'Portugal, Brazil and the UK treat certified translations differently. A short guide.',
            category: 'translation',
            url: 'https://almeida-legal.example/blog/sworn-translations',
          },
        ],
      },
      write: (body, id) => (repo) => repo.saveArticles(id, body.articles),
    }),
    writeRoute({
      group: 'events',
      summary: 'Save the events the member speaks at, organises or attends',
      description: 'Dates are days (YYYY-MM-DD); events also show in the member’s calendar.',
      body: eventsInputSchema,
      example: {
        events: [
          {
            title: 'Legal translation summit',
            kind: 'conference',
            role: 'speaker',
            location: 'Lisbon',
            online: false,
            startsOn: '2026-11-20',
            endsOn: '2026-11-21',
          },
        ],
      },
      write: (body, id) => (repo) => repo.saveEvents(id, body.events),
    }),
    writeRoute({
      group: 'careers',
      summary: 'Save the member’s work history: roles, organisations and years',
      description: 'Send the whole list in the order to show; an entry keeps its id. endYear null: still there.',
      body: careersInputSchema,
      example: {
        careers: [
          {
            role: 'In-house legal translator',
            organisation: 'Almeida & Partners',
            startYear: 2012,
            endYear: 2018,
            description: 'Contracts and court documents, Portuguese and Spanish into English.',
          },
        ],
      },
      write: (body, id) => (repo) => repo.saveCareers(id, body.careers),
    }),
    writeRoute({
      group: 'faq',
      summary: 'Save the member’s FAQ: categories in order, each with its questions and answers',
      description:
        'The whole FAQ at once; categories and questions keep their ids. A category left out goes with its questions.',
      body: faqInputSchema,
      example: {
        categories: [
          {
            name: 'Rates and quotes',
            questions: [
              {
                question: 'Do you charge per word or per page?',
                answer: 'Per source word for editable files, per page for scans.',
              },
            ],
          },
        ],
      },
      write: (body, id) => (repo) => repo.saveFaq(id, body.categories),
    }),
    writeRoute({
      group: 'project-history',
      summary: 'Save the member’s project history (the project summary is computed from it)',
      description:
        'Send the whole list; an entry keeps its id. completedOn is a month (YYYY-MM). A project the client confirmed stays confirmed while it is left unchanged.',
      body: projectsInputSchema,
      example: {
        projects: [
          {
            title: 'Share purchase agreement',
            serviceId: 1,
            pair: { source: 'por', target: 'eng' },
            disciplineId: 102,
            volume: 12000,
            volumeUnit: 'words',
            completedOn: '2026-09',
            clientType: 'direct_client',
          },
        ],
      },
      write: (body, id) => (repo) => repo.saveProjects(id, body.projects),
      languages: pairLanguages((body) => body.projects, 'projects'),
    }),
    writeRoute({
      group: 'pools-data',
      summary: 'Join, update or leave the interpreter pools',
      description: 'pool null leaves the pools. The editor keeps bio and video drafts until they are sent here.',
      body: poolInputSchema,
      example: {
        pool: {
          region: 'Lisbon and the Algarve',
          travelRadiusKm: 150,
          availability: ['weekdays', 'on_call'],
          modes: ['on_site', 'remote_video'],
          shortNotice: true,
          bio: 'Court and medical interpreter, Portuguese and English.',
          videoUrl: 'https://video.example.com/intro',
        },
      },
      write: (body, id) => (repo) => repo.savePool(id, body.pool),
    }),
    writeRoute({
      group: 'mentor',
      summary: 'Become a mentor with the topics one helps with, or stop',
      description: 'The mentors list shows the change at once.',
      body: mentorInputSchema,
      example: { isMentor: true, topics: ['starting_out', 'legal_translation'] },
      write: (body, id) => (repo) => repo.saveMentor(id, body),
    }),
    writeRoute({
      group: 'websites',
      summary: 'Save the member’s websites and pages elsewhere',
      description: 'Web addresses must start with http:// or https://. Who sees them follows the privacy settings.',
      body: websitesInputSchema,
      example: { websites: [{ kind: 'website', url: 'https://www.example.com', label: 'My site' }] },
      write: (body, id) => (repo) => repo.saveWebsites(id, body.websites),
    }),

    defineRoute({
      method: 'PUT',
      url: '/next/api/user/photo',
      tag: 'profile',
      summary: 'Upload a profile photo (JPEG, PNG or WebP, at most 5 MB)',
      description:
        'Send the image itself as the body with its Content-Type. The server decodes it, turns it upright, crops it square and keeps WebP copies of 400 and 96 pixels; the upload itself is not kept. ' +
        `At most ${PHOTO_MAX_PIXELS / 1_000_000} million pixels, and ${PHOTO_UPLOADS_PER_HOUR} uploads a member an hour (429 with Retry-After).`,
      access: 'member',
      owner: true,
      changesPages: true,
      scopes: ['profile:write'],
      query: entityIdQuerySchema,
      upload: { types: PHOTO_TYPES, maxBytes: PHOTO_MAX_BYTES, message: PHOTO_MESSAGES.type },
      response: { schema: photoSchema },
      errors: [404, 429],
      example: { query: { entityId: TRANSLATOR }, body: EXAMPLE_PHOTO, contentType: 'image/png' },
      async handler({ query: { entityId }, body }, request) {
        let imageUrl: string | null = null;
        await profiles.update(request.viewer, entityId, async (repo) => {
          imageUrl = await photos.save(entityId, body as Buffer);
          await photos.discard(await repo.replaceImageUrl(entityId, imageUrl));
        });
        await afterChange(request, entityId, 'photo');
        return { imageUrl };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/next/api/user/photo',
      tag: 'profile',
      summary: 'Remove the profile photo (initials show instead)',
      access: 'member',
      owner: true,
      changesPages: true,
      scopes: ['profile:write'],
      query: entityIdQuerySchema,
      response: { schema: photoSchema },
      errors: [404],
      example: { query: { entityId: TRANSLATOR } },
      async handler({ query: { entityId } }, request) {
        await profiles.update(request.viewer, entityId, async (repo) => {
          await photos.discard(await repo.replaceImageUrl(entityId, null));
        });
        await afterChange(request, entityId, 'photo');
        return { imageUrl: null };
      },
    }),
  ];
}
