/**
 * Member profiles: each data group of spec §3 as the API answers it, the whole
 * page in one call, and the owner's gender and pronouns. Contact details go
 * through the privacy service (the member's settings are kept with the rest);
 * favorites are the owner's alone.
 *
 * Public group data is kept in memory for a short while (SNAPSHOT_TTL_MS):
 * profiles are read far more often than they change, and the page must render
 * fast. Writes made here drop the member's entry at once; other processes see
 * a change within the TTL.
 */
import { calendarRange } from '../../../contract/calendar.ts';
import { roundToHalf } from '../../../contract/directory.ts';
import { LOCALE_INFO, type Locale } from '../../../contract/locales.ts';
import type { PrivacySettings } from '../../../contract/privacy.ts';
import {
  type CalendarMonth,
  type GenderPronounsData,
  type GroupQuery,
  type LanguagePair,
  membershipStatus,
  PRIVATE_GROUPS,
  PROFILE_GROUPS,
  type ProfileGroup,
  type ProfileGroupData,
  type ProfileMember,
  type ProfilePage,
  type ServiceEntry,
} from '../../../contract/profile.ts';
import type { GenderPronouns } from '../../../contract/profile-input.ts';
import { reportCategory } from '../../../contract/reviews.ts';
import { canManageEntity } from '../../../contract/session.ts';
import {
  ACCOUNT_TYPES,
  type AccountType,
  DISCIPLINE_BY_ID,
  FIELD_CATEGORIES,
  SERVICE_BY_ID,
  SOFTWARES,
  serviceType,
} from '../../../contract/taxonomy.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, gone, notFound } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import { isLanguageCode, languageName } from '../languages/catalog.ts';
import { canSeeContact, createPrivacyService, type PrivacyViewer } from '../privacy/service.ts';
import { createProfileRepository, type ProfileRepository } from './repository.ts';

/** What a removed or suspended member's profile answers (410). */
export const MEMBER_GONE = 'This member is no longer on Wordhive';

const SNAPSHOT_TTL_MS = 30_000;
const SNAPSHOT_MAX = 5_000;
const NEW_MEMBER_DAYS = 30;
const DAY = 86_400_000;

type MemberRow = NonNullable<Awaited<ReturnType<ProfileRepository['member']>>>;
type Load<T> = (id: number) => Promise<T>;

const SOFTWARE_BY_ID = new Map(SOFTWARES.map((s) => [s.id, s]));

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Bus channel: a member's profile changed (or went); every process drops what it keeps of it. */
export const PROFILE_CHANGED = 'profile:changed';

export function createProfileService(
  db: Db,
  limits: { limiter: RateLimiter; rateLimitScale: number },
  now: () => number = Date.now,
) {
  const repo = createProfileRepository(db);
  const privacy = createPrivacyService(db, { ...limits, now });
  const snapshots = new Map<number, { at: number; member: MemberRow; groups: Map<string, unknown> }>();

  /** The member row, from the snapshot when fresh; 404 for an unknown id. */
  async function snapshot(entityId: number) {
    const cached = snapshots.get(entityId);
    if (cached && now() - cached.at < SNAPSHOT_TTL_MS) return cached;
    const member = await repo.member(entityId);
    // A member who left, or whom staff suspended, is gone rather than unknown (issue 21: 410, a page that says so).
    if (!member && (await repo.wasRemoved(entityId))) throw gone(MEMBER_GONE);
    // A sign-up whose address was never confirmed is no member yet: nobody meets it (issue 54 item 5).
    if (!member?.user.emailConfirmedAt) throw notFound('No member with this entity id');
    if (member.user.suspendedAt) throw gone(MEMBER_GONE);
    if (snapshots.size >= SNAPSHOT_MAX) snapshots.delete(snapshots.keys().next().value!);
    const fresh = { at: now(), member, groups: new Map<string, unknown>() };
    snapshots.set(entityId, fresh);
    return fresh;
  }

  /** A group's locale-independent data, computed once per snapshot. */
  async function cachedGroup<T>(entityId: number, key: string, load: Load<T>): Promise<T> {
    const snap = await snapshot(entityId);
    if (snap.groups.has(key)) return snap.groups.get(key) as T;
    const value = await load(entityId);
    snap.groups.set(key, value);
    return value;
  }

  /**
   * A member's privacy settings are the same for every viewer: kept with the snapshot, which the
   * preferences route drops in every process (announceProfileChange) the moment one changes.
   */
  /** What staff removed from a member's feedback or Blue Board after reports, by category (decision 127). */
  async function removedByStaff(entityId: number, kind: 'feedback' | 'bb') {
    const rows = await cachedGroup(entityId, 'removedByStaff', repo.removedByStaff);
    return rows.filter((r) => r.kind === kind).map((r) => ({ category: reportCategory(r.category), count: r.count }));
  }

  const privacySettingsOf = (entityId: number) => cachedGroup(entityId, 'privacy', privacy.settingsOf);

  const pair = (source: string | null, target: string | null, locale: Locale): LanguagePair | null =>
    source && target
      ? { source, target, sourceName: languageName(source, locale), targetName: languageName(target, locale) }
      : null;
  const serviceName = (id: number) => SERVICE_BY_ID.get(id)?.name ?? String(id);
  const disciplineName = (id: number | null) => (id === null ? null : (DISCIPLINE_BY_ID.get(id)?.name ?? null));

  function accountTypeOf(row: MemberRow): AccountType {
    return (ACCOUNT_TYPES as readonly string[]).includes(row.user.accountType)
      ? (row.user.accountType as AccountType)
      : 'outsourcer';
  }

  function membership(row: MemberRow, query: Pick<GroupQuery, 'full' | 'checkNewMember'>) {
    const p = row.profile;
    const t = now();
    const status = membershipStatus(p?.membershipPlan, p?.membershipUntil, t);
    const result: ProfileGroupData['membership'] = { plan: p?.membershipPlan ?? 'none', status };
    if (query.full === '1') {
      result.since = iso(p?.membershipSince);
      result.until = iso(p?.membershipUntil);
      result.firstTimePaid = p?.firstTimePaid ?? false;
      result.joinedAt = row.user.createdAt.toISOString();
    }
    if (query.checkNewMember === '1') {
      const windowStart = t - NEW_MEMBER_DAYS * DAY;
      const joinedRecently = row.user.createdAt.getTime() >= windowStart;
      const paidFirstRecently =
        status === 'active' && !!p?.firstTimePaid && (p.membershipSince?.getTime() ?? 0) >= windowStart;
      result.isNewMember = joinedRecently || paidFirstRecently;
      result.newMemberReason = joinedRecently ? 'joined' : paidFirstRecently ? 'first_time_paid' : null;
    }
    return result;
  }

  /** Each group, as GET /next/api/user/{group} answers it. */
  const groups: {
    [G in ProfileGroup]: (
      id: number,
      locale: Locale,
      /** The page passes the privacy settings it has already read. */
      query: GroupQuery & { privacy?: PrivacySettings },
      viewer: PrivacyViewer,
    ) => Promise<ProfileGroupData[G]>;
  } = {
    'known-languages': async (id, locale) => {
      const rows = await cachedGroup(id, 'languages', repo.languages);
      const order = ['native', 'bilingual', 'fluent', 'advanced', 'intermediate', 'basic'];
      return {
        languages: [...rows]
          .sort((a, b) => order.indexOf(a.proficiency) - order.indexOf(b.proficiency))
          .map((r) => ({ language: r.language, name: languageName(r.language, locale), proficiency: r.proficiency })),
      };
    },

    services: async (id, locale) => {
      const rows = await cachedGroup(id, 'services', repo.services);
      const byService = new Map<number, ServiceEntry>();
      for (const r of rows) {
        let entry = byService.get(r.serviceId);
        if (!entry) {
          entry = {
            serviceId: r.serviceId,
            name: serviceName(r.serviceId),
            type: serviceType(r.serviceId),
            pairs: [],
            languages: [],
          };
          byService.set(r.serviceId, entry);
        }
        const p = pair(r.sourceLang, r.targetLang, locale);
        if (p) entry.pairs.push(p);
        else if (r.sourceLang)
          entry.languages.push({ language: r.sourceLang, name: languageName(r.sourceLang, locale) });
      }
      return { services: [...byService.values()] };
    },

    feedback: async (id, locale) => {
      const [rows, stats, removed] = await Promise.all([
        cachedGroup(id, 'feedback', repo.feedback),
        cachedGroup(id, 'feedbackStats', repo.feedbackStats),
        removedByStaff(id, 'feedback'),
      ]);
      return {
        removedByStaff: removed,
        average: stats?.average === null || stats?.average === undefined ? null : round2(stats.average),
        count: stats?.count ?? 0,
        confirmedByEmail: stats?.confirmedByEmail ?? 0,
        items: rows.map((r) => ({
          id: r.id,
          authorEntityId: r.authorEntityId,
          authorName: r.authorName,
          authorCompany: r.authorCompany,
          authorKind: r.authorKind === 'colleague' ? 'colleague' : 'client',
          rating: r.rating,
          comment: r.comment,
          pair: pair(r.sourceLang, r.targetLang, locale),
          viaRequest: r.requestId !== null,
          verified: r.verifiedWork,
          willingAgain: r.willingAgain,
          jobId: r.jobId,
          verifiedPayment: r.verifiedPayment,
          reply: r.reply,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },

    'gender-pronouns': async (id) => {
      const { member } = await snapshot(id);
      return {
        gender: (member.profile?.gender ?? '') as GenderPronounsData['gender'],
        genderCustom: member.profile?.genderCustom ?? '',
        pronouns: member.profile?.pronouns ?? '',
      };
    },

    'star-rating': async (id) => {
      const { member } = await snapshot(id);
      const avg = member.profile?.ratingAvg ?? null;
      return {
        average: avg,
        rounded: avg === null ? null : roundToHalf(avg),
        count: member.profile?.ratingCount ?? 0,
        source: accountTypeOf(member) === 'outsourcer' ? 'blue-board' : 'feedback',
      };
    },

    'field-of-expertise': async (id) => {
      const rows = await cachedGroup(id, 'fields', repo.fields);
      const chosen = new Map(rows.map((r) => [r.disciplineId, r.specialty]));
      return {
        categories: FIELD_CATEGORIES.map((c) => ({
          key: c.key,
          name: c.name,
          disciplines: c.disciplines
            .filter((d) => chosen.has(d.id))
            .map((d) => ({ id: d.id, name: d.name, specialty: chosen.get(d.id)! }))
            .sort((a, b) => Number(b.specialty) - Number(a.specialty)),
        })).filter((c) => c.disciplines.length > 0),
      };
    },

    websites: async (id, _locale, query, viewer) => {
      const rows = await cachedGroup(id, 'websites', repo.websites);
      // Other web presence falls under the same "Website" privacy setting as the main site.
      const settings = query.privacy ?? (await privacySettingsOf(id));
      const visible = canSeeContact(viewer, id, settings.contact_url_visible);
      return { websites: visible ? rows.map((r) => ({ kind: r.kind, url: r.url, label: r.label })) : [] };
    },

    pairs: async (id, locale) => {
      const rows = await cachedGroup(id, 'pairs', repo.pairs);
      return { pairs: rows.map((r) => pair(r.sourceLang, r.targetLang, locale)!) };
    },

    'project-summary': async (id, locale) => {
      const rows = await cachedGroup(id, 'projects', repo.projects);
      const volumes = new Map<string, number>();
      const pairs = new Map<string, { source: string; target: string; projects: number }>();
      const fields = new Map<number, number>();
      for (const r of rows) {
        volumes.set(r.volumeUnit, (volumes.get(r.volumeUnit) ?? 0) + r.volume);
        if (r.sourceLang && r.targetLang) {
          const key = `${r.sourceLang}>${r.targetLang}`;
          const entry = pairs.get(key) ?? { source: r.sourceLang, target: r.targetLang, projects: 0 };
          entry.projects += 1;
          pairs.set(key, entry);
        }
        if (r.disciplineId !== null) fields.set(r.disciplineId, (fields.get(r.disciplineId) ?? 0) + 1);
      }
      return {
        projects: rows.length,
        volumes: [...volumes].map(([unit, total]) => ({ unit, total })),
        topPairs: [...pairs.values()]
          .sort((a, b) => b.projects - a.projects)
          .slice(0, 5)
          .map((p) => ({ ...pair(p.source, p.target, locale)!, projects: p.projects })),
        topFields: [...fields]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([disciplineId, projects]) => ({ disciplineId, name: disciplineName(disciplineId) ?? '', projects })),
        lastCompletedOn: rows[0]?.completedOn ?? null,
      };
    },

    'project-history': async (id, locale) => {
      const rows = await cachedGroup(id, 'projects', repo.projects);
      return {
        projects: rows.map((r) => ({
          id: r.id,
          title: r.title,
          serviceId: r.serviceId,
          serviceName: serviceName(r.serviceId),
          pair: pair(r.sourceLang, r.targetLang, locale),
          disciplineId: r.disciplineId,
          disciplineName: disciplineName(r.disciplineId),
          volume: r.volume,
          volumeUnit: r.volumeUnit,
          completedOn: r.completedOn,
          clientType: r.clientType,
          confirmed: r.confirmedBy && r.confirmedAt ? { by: r.confirmedBy, at: r.confirmedAt.toISOString() } : null,
        })),
      };
    },

    'termhelp-activity': async (id, locale) => {
      const row = await cachedGroup(id, 'termhelp', repo.termhelp);
      return {
        questionsAsked: row?.questionsAsked ?? 0,
        answersGiven: row?.answersGiven ?? 0,
        answersSelected: row?.answersSelected ?? 0,
        points: row?.points ?? 0,
        pairPoints: (row?.pairPoints ?? []).map((p) => ({ ...pair(p.source, p.target, locale)!, points: p.points })),
        lastActiveAt: iso(row?.lastActiveAt),
      };
    },

    // Who the member worked for: clients they rated on the Blue Board, and clients who answered their review request.
    wiwo: async (id) => {
      const [rows, feedback] = await Promise.all([
        cachedGroup(id, 'bbGiven', repo.bbGiven),
        cachedGroup(id, 'feedback', repo.feedback),
      ]);
      const name = (await snapshot(id)).member.user.name;
      return {
        entries: rows.map((r) => bbEntry(r.entry, r.otherName, name, r.verifiedPayment)),
        clients: feedback
          .filter((f) => f.requestId !== null && f.willingAgain !== null)
          .map((f) => ({
            feedbackId: f.id,
            name: f.authorName,
            company: f.authorCompany,
            willingAgain: f.willingAgain!,
            answeredAt: f.createdAt.toISOString(),
          })),
      };
    },

    'bb-entries': async (id) => {
      const [rows, stats, removed] = await Promise.all([
        cachedGroup(id, 'bbReceived', repo.bbReceived),
        cachedGroup(id, 'bbReceivedStats', repo.bbReceivedStats),
        removedByStaff(id, 'bb'),
      ]);
      const name = (await snapshot(id)).member.user.name;
      return {
        removedByStaff: removed,
        average: stats?.average === null || stats?.average === undefined ? null : round2(stats.average),
        count: stats?.count ?? 0,
        entries: rows.map((r) => bbEntry(r.entry, name, r.otherName, r.verifiedPayment)),
      };
    },

    events: async (id) => {
      const rows = await cachedGroup(id, 'events', repo.events);
      return {
        events: rows.map((r) => ({
          id: r.id,
          title: r.title,
          kind: r.kind,
          role: r.role,
          location: r.location,
          online: r.online,
          startsAt: r.startsAt.toISOString(),
          endsAt: r.endsAt.toISOString(),
        })),
      };
    },

    'community-participation': async (id) => {
      const rows = await cachedGroup(id, 'community', repo.community);
      return {
        communities: rows.map((r) => ({
          community: r.community,
          role: r.role,
          contributions: r.contributions,
          joinedAt: r.joinedAt.toISOString(),
        })),
      };
    },

    glossaries: async (id, locale) => {
      const rows = await cachedGroup(id, 'glossaries', repo.glossaries);
      return {
        glossaries: rows.map((r) => ({
          id: r.id,
          title: r.title,
          pair: pair(r.sourceLang, r.targetLang, locale)!,
          disciplineName: disciplineName(r.disciplineId),
          termCount: r.termCount,
          sampleTerms: r.sampleTerms,
          updatedAt: r.updatedAt.toISOString(),
        })),
      };
    },

    articles: async (id) => {
      const rows = await cachedGroup(id, 'articles', repo.articles);
      return {
        articles: rows.map((r) => ({
          id: r.id,
          title: r.title,
          summary: r.summary,
          category: r.category,
          url: r.url,
          views: r.views,
          publishedAt: r.publishedAt.toISOString(),
        })),
      };
    },

    portfolio: async (id, locale) => {
      const [works, rows] = await Promise.all([
        cachedGroup(id, 'works', repo.works),
        cachedGroup(id, 'portfolio', repo.portfolio),
      ]);
      return {
        works: works.map((w) => ({
          id: w.id,
          title: w.title,
          kind: w.kind,
          client: w.client,
          year: w.year,
          pair: pair(w.sourceLang, w.targetLang, locale),
          disciplineId: w.disciplineId,
          disciplineName: disciplineName(w.disciplineId),
          url: w.url,
          description: w.description,
        })),
        samples: rows.map((r) => ({
          id: r.id,
          title: r.title,
          pair: pair(r.sourceLang, r.targetLang, locale)!,
          disciplineName: disciplineName(r.disciplineId),
          sourceText: r.sourceText,
          targetText: r.targetText,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },

    rates: async (id, locale) => {
      const rows = await cachedGroup(id, 'rates', repo.rates);
      return {
        rates: rows.map((r) => ({
          serviceId: r.serviceId,
          serviceName: serviceName(r.serviceId),
          pair: pair(r.sourceLang, r.targetLang, locale),
          unit: r.unit,
          currency: r.currency,
          amount: r.amount,
        })),
      };
    },

    'pools-data': async (id) => {
      const row = await cachedGroup(id, 'pool', repo.pool);
      return {
        pool: row
          ? {
              region: row.region,
              travelRadiusKm: row.travelRadiusKm,
              availability: row.availability,
              modes: row.modes,
              shortNotice: row.shortNotice,
              bio: row.bio,
              videoUrl: row.videoUrl,
            }
          : null,
      };
    },

    favorites: async (id, _locale, _query, viewer) => {
      if (!canManageEntity(viewer.user, id)) throw forbidden('Favorites are private to their owner');
      await snapshot(id);
      // Private data is never cached: it is read rarely and only by its owner.
      const rows = await repo.favorites(id);
      return {
        favorites: rows.map((r) => ({
          entityId: r.favorite.favoriteEntityId,
          name: r.name,
          accountType: r.accountType,
          note: r.favorite.note,
          createdAt: r.favorite.createdAt.toISOString(),
        })),
      };
    },

    softwares: async (id) => {
      const rows = await cachedGroup(id, 'software', repo.software);
      return {
        softwares: rows
          .map((r) => SOFTWARE_BY_ID.get(r.softwareId))
          .filter((s) => s !== undefined)
          .map((s) => ({ id: s.id, name: s.name, kind: s.kind })),
      };
    },

    credentials: async (id, locale) => {
      const rows = await cachedGroup(id, 'credentials', repo.credentials);
      return {
        credentials: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          title: r.title,
          issuer: r.issuer,
          pair: pair(r.sourceLang, r.targetLang, locale),
          year: r.year,
          verified: r.verified,
        })),
      };
    },

    membership: async (id, _locale, query) => membership((await snapshot(id)).member, query),

    'forum-activity': async (id) => {
      const row = await cachedGroup(id, 'forum', repo.forum);
      return {
        posts: row?.posts ?? 0,
        topics: row?.topics ?? 0,
        lastPostAt: iso(row?.lastPostAt),
        recentTopics: row?.recentTopics ?? [],
      };
    },

    'calendar-events': async (id, _locale, query) => {
      const month = query.currentMonth ?? new Date(now()).toISOString().slice(0, 7);
      return cachedGroup(id, `calendar:${month}`, (entityId) => calendarMonth(entityId, month));
    },

    careers: async (id) => {
      const rows = await cachedGroup(id, 'careers', repo.careers);
      return {
        careers: rows.map((r) => ({
          id: r.id,
          role: r.role,
          organisation: r.organisation,
          startYear: r.startYear,
          endYear: r.endYear,
          description: r.description,
        })),
      };
    },

    faq: async (id) => {
      const { categories, entries } = await cachedGroup(id, 'faq', repo.faq);
      return {
        categories: categories.map((c) => ({
          id: c.id,
          name: c.name,
          questions: entries
            .filter((e) => e.categoryId === c.id)
            .map((e) => ({ id: e.id, question: e.question, answer: e.answer })),
        })),
      };
    },
  };

  async function calendarMonth(id: number, month: string): Promise<CalendarMonth> {
    const [year, m] = month.split('-').map(Number) as [number, number];
    const from = `${month}-01`;
    const next = new Date(Date.UTC(year, m, 1));
    const to = new Date(next.getTime() - DAY).toISOString().slice(0, 10);
    const [{ calendar, events }, span] = await Promise.all([
      repo.calendarMonth(id, from, to, next.toISOString().slice(0, 10)),
      repo.calendarSpan(id),
    ]);
    const entries = [
      ...calendar.map((c) => ({
        id: `c${c.id}`,
        title: c.title,
        kind: c.kind,
        startsOn: c.startsOn,
        endsOn: c.endsOn,
      })),
      ...events.map((e) => ({
        id: `e${e.id}`,
        title: e.title,
        kind: 'event',
        startsOn: e.startsAt.toISOString().slice(0, 10),
        endsOn: e.endsAt.toISOString().slice(0, 10),
      })),
    ].sort((a, b) => a.startsOn.localeCompare(b.startsOn));
    return { month, events: entries, range: calendarRange(new Date(now()).toISOString().slice(0, 7), span) };
  }

  /** Whether a group has anything to show; the page leaves out the rest. */
  function hasData<G extends ProfileGroup>(group: G, data: ProfileGroupData[G]): boolean {
    const d = data as unknown as Record<string, unknown>;
    switch (group) {
      case 'gender-pronouns':
        return !!(d.pronouns || (d.gender && d.gender !== 'prefer_not_to_say'));
      case 'feedback':
        return (d.count as number) + (d.confirmedByEmail as number) + (d.removedByStaff as unknown[]).length > 0;
      case 'bb-entries':
        return (d.count as number) + (d.removedByStaff as unknown[]).length > 0;
      case 'star-rating':
        return (d.count as number) > 0;
      case 'project-summary':
        return (d.projects as number) > 0;
      case 'termhelp-activity':
        return (d.answersGiven as number) > 0 || (d.questionsAsked as number) > 0;
      case 'forum-activity':
        return (d.posts as number) > 0;
      case 'pools-data':
        return d.pool !== null;
      case 'membership':
        return d.status !== 'none';
      case 'calendar-events':
        return true;
      default:
        return Object.values(d).some((v) => Array.isArray(v) && v.length > 0);
    }
  }

  return {
    async group<G extends ProfileGroup>(
      viewer: PrivacyViewer,
      group: G,
      query: GroupQuery,
      locale: Locale,
    ): Promise<ProfileGroupData[G]> {
      return groups[group](query.entityId, locale, query, viewer);
    },

    async name(entityId: number): Promise<{ name: string }> {
      const { member } = await snapshot(entityId);
      return { name: member.user.name };
    },

    /** Everything the profile page shows, with groups that have no data as null. */
    async page(viewer: PrivacyViewer, entityId: number, locale: Locale, month?: string): Promise<ProfilePage> {
      const { member: row } = await snapshot(entityId);
      const canManage = canManageEntity(viewer.user, entityId);
      const settings = await privacySettingsOf(entityId);
      const query = {
        entityId,
        full: '1',
        checkNewMember: '1',
        privacy: settings,
        ...(month ? { currentMonth: month } : {}),
      } as const;
      const entries = await Promise.all(
        PROFILE_GROUPS.map(async (g) => {
          if (PRIVATE_GROUPS.has(g) && !canManage) return [g, null] as const;
          const data = await groups[g](entityId, locale, query, viewer);
          return [g, hasData(g, data) ? data : null] as const;
        }),
      );
      const p = row.profile;
      const { contact, withheld } = await privacy.revealContact(
        viewer,
        {
          entityId,
          country_code: p?.countryCode ?? '',
          address: p?.address ?? '',
          city: p?.city ?? '',
          region: p?.region ?? '',
          postal_code: p?.postalCode ?? '',
          phone: p?.phone ?? '',
          skype: p?.skype ?? '',
          fax: p?.fax ?? '',
          email: p?.contactEmail ?? '',
          website: p?.website ?? '',
          agency_name: p?.agencyName ?? '',
        },
        settings,
      );
      return {
        member: memberSummary(row),
        contact,
        contactWithheld: withheld,
        countryName: contact.country_code ? countryName(contact.country_code, locale) : null,
        viewer: {
          isOwner: viewer.entityId === entityId,
          canManage,
          isFavorite:
            viewer.entityId > 0 && viewer.entityId !== entityId && (await repo.isFavorite(viewer.entityId, entityId)),
        },
        privacy: canManage ? settings : null,
        generatedAt: new Date(now()).toISOString(),
        groups: Object.fromEntries(entries) as ProfilePage['groups'],
      };
    },

    /** POST /next/api/user/gender-pronouns: the signed-in member's own, never anyone else's. */
    async saveGenderPronouns(viewer: PrivacyViewer, input: GenderPronouns): Promise<GenderPronounsData> {
      if (!viewer.user || viewer.entityId <= 0) throw forbidden('Sign in to edit your gender and pronouns');
      await repo.saveGenderPronouns(viewer.entityId, input);
      snapshots.delete(viewer.entityId);
      return input;
    },

    /**
     * PUT /next/api/user/{group}: runs a write to a member's profile once the
     * viewer may edit it (§6 canEdit; 404 for no such member), then forgets
     * this process's copy. Language codes are checked against the ISO 639-3
     * list first (`languages`: each code with the field to name if unknown).
     */
    async update(
      viewer: PrivacyViewer,
      entityId: number,
      write: (repo: ProfileRepository) => Promise<void>,
      languages: readonly { code: string; field: string }[] = [],
    ): Promise<void> {
      if (!canManageEntity(viewer.user, entityId)) throw forbidden("You don't have permission to edit this profile.");
      await snapshot(entityId);
      const unknown = languages.find((l) => !isLanguageCode(l.code));
      if (unknown)
        throw badRequest('Choose languages from the list', { [unknown.field]: 'Choose languages from the list' });
      await write(repo);
      snapshots.delete(entityId);
    },

    /** Another process changed this member: its snapshot is stale. */
    forget(entityId: number) {
      snapshots.delete(entityId);
    },
  };

  function memberSummary(row: MemberRow): ProfileMember {
    const p = row.profile;
    return {
      entityId: row.user.entityId,
      name: row.user.name,
      accountType: accountTypeOf(row),
      imageUrl: row.user.imageUrl,
      headline: p?.headline ?? '',
      bio: p?.bio ?? '',
      joinedAt: row.user.createdAt.toISOString(),
      yearsExperience: p?.yearsExperience ?? null,
      timezone: p?.timezone ?? '',
      availability: p?.availability ?? 'available',
      backOn: p?.backOn ?? null,
      isMentor: p?.isMentor ?? false,
      mentorTopics: p?.mentorTopics ?? [],
      isCertified: row.certified,
    };
  }
}
export type ProfileService = ReturnType<typeof createProfileService>;

const regionNames = new Map<Locale, Intl.DisplayNames>();
function countryName(code: string, locale: Locale): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_INFO[locale].bcp47], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function bbEntry(
  e: {
    id: number;
    outsourcerEntityId: number;
    raterEntityId: number;
    lwa: number;
    comment: string;
    jobId: number | null;
    reply: string | null;
    createdAt: Date;
  },
  outsourcerName: string,
  raterName: string,
  verifiedPayment: boolean,
) {
  return {
    id: e.id,
    outsourcerEntityId: e.outsourcerEntityId,
    outsourcerName,
    raterEntityId: e.raterEntityId,
    raterName,
    lwa: e.lwa,
    comment: e.comment,
    jobId: e.jobId,
    verifiedPayment,
    reply: e.reply,
    createdAt: e.createdAt.toISOString(),
  };
}
