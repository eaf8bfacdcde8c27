/** Loading a profile page and describing it to search engines. */

import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { authPath } from '../../../contract/auth.ts';
import { isCalendarMonth } from '../../../contract/calendar.ts';
import type { ProfilePage } from '../../../contract/profile.ts';
import { apiContext } from '../../api-client.ts';
import { type PageMeta, type RouteHandle, sentences, snippet } from '../../meta.ts';
import { pairLabel } from '../../ui/pair-label.ts';
import { viewerContext } from '../../viewer.ts';
import { UPDATER_PARAM } from './updater/updater-state.ts';

/** The calendar month a profile URL asks for: one the calendar can show, else none (the current month). */
function monthQuery(url: URL): string {
  const month = url.searchParams.get('month');
  return month && isCalendarMonth(month) ? `month=${month}` : '';
}

async function loadProfile(entityId: string, request: Request, context: LoaderFunctionArgs['context']) {
  if (!/^[1-9]\d{0,9}$/.test(entityId)) throw data(null, { status: 404 });
  const month = monthQuery(new URL(request.url));
  const query = month ? `?${month}` : '';
  const res = await context.get(apiContext).getResult(`/next/api/profile/${entityId}${query}`);
  // An id the API rejects or does not know is a page that does not exist.
  if (res.status === 400 || res.status === 404) throw data(null, { status: 404 });
  if (res.status >= 400) throw data(null, { status: res.status });
  return res.body as ProfilePage;
}

export function profileLoader({ params, request, context }: LoaderFunctionArgs): Promise<ProfilePage> {
  return loadProfile(params.entityId ?? '', request, context);
}

/** /profile: your own profile, or the sign-in page that brings you back here. */
export function ownProfileLoader({ request, context }: LoaderFunctionArgs): Promise<ProfilePage> {
  const user = context.get(viewerContext).user;
  if (!user) throw redirect(authPath('/session/signin', '/profile'));
  return loadProfile(String(user.entity_id), request, context);
}

export const profileHandle: RouteHandle = {
  meta: ({ data: page, dict }) => {
    const p = page as ProfilePage | undefined;
    if (!p) return { title: `${dict.errors.notFoundTitle} · ${dict.common.siteName}`, noindex: true };
    const type = dict.taxonomy.accountTypes[p.member.accountType];
    const place = [p.contact.city, p.countryName].filter(Boolean).join(', ');
    const pairs = p.groups.pairs?.pairs.slice(0, 3).map((x) => pairLabel(dict, x.sourceName, x.targetName)) ?? [];
    const lead = p.member.headline || [type, pairs.join(', '), place].filter(Boolean).join(' · ');
    const description = snippet(sentences(lead, p.member.bio), 300);
    const meta: PageMeta = {
      title: `${p.member.name} · ${type} · ${dict.common.siteName}`,
      description,
      canonicalPath: `/profile/${p.member.entityId}`,
      jsonLd: structuredData(p, description),
      ...(p.member.imageUrl ? { image: p.member.imageUrl } : {}),
    };
    return meta;
  },
  cacheQuery: monthQuery,
};

/** schema.org Person or Organization, with only what the page shows to everyone. */
function structuredData(p: ProfilePage, description: string): Record<string, unknown> {
  const isCompany = p.member.accountType === 'company';
  const address =
    p.contact.city || p.contact.country_code
      ? {
          '@type': 'PostalAddress',
          ...(p.contact.city ? { addressLocality: p.contact.city } : {}),
          ...(p.contact.region ? { addressRegion: p.contact.region } : {}),
          ...(p.contact.country_code ? { addressCountry: p.contact.country_code } : {}),
        }
      : undefined;
  const languages = p.groups['known-languages']?.languages.map((l) => l.name) ?? [];
  const rating = p.groups['star-rating'];
  return {
    '@context': 'https://schema.org',
    '@type': isCompany ? 'Organization' : 'Person',
    name: p.member.name,
    description,
    ...(p.member.imageUrl ? { image: p.member.imageUrl } : {}),
    ...(address ? { address } : {}),
    ...(isCompany ? {} : p.member.headline ? { jobTitle: p.member.headline } : {}),
    ...(languages.length ? { knowsLanguage: languages } : {}),
    ...(p.contact.website ? { sameAs: [p.contact.website] } : {}),
    ...(isCompany && rating?.average
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            ratingCount: rating.count,
            bestRating: 5,
          },
        }
      : {}),
  };
}

/** Opening or closing the privacy modal (?privacy=open) or a Profile Updater drawer changes nothing the loader reads. */
export function profileShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  const withoutModal = (u: URL) => {
    const params = new URLSearchParams(u.search);
    params.delete('privacy');
    params.delete(UPDATER_PARAM);
    return `${u.pathname}?${params}`;
  };
  if (currentUrl.href !== nextUrl.href && withoutModal(currentUrl) === withoutModal(nextUrl)) return false;
  return defaultShouldRevalidate;
}
