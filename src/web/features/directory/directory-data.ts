/**
 * Loaders of the two directory pages. The URL is the state: filters are read
 * from it (bad values dropped, so an old shared link still works) and the same
 * filters go to the API, whose answer is server-rendered on the first visit.
 */
import type { LoaderFunctionArgs } from 'react-router';
import {
  type BusinessDirectoryQuery,
  type BusinessDirectoryResponse,
  type DirectoryOptions,
  directorySearchParams,
  type MemberCard,
  type UserDirectoryQuery,
  type UserDirectoryResponse,
} from '../../../contract/directory.ts';
import type { MarketRates } from '../../../contract/market-rates.ts';
import { serviceType } from '../../../contract/taxonomy.ts';
import { apiContext } from '../../api-client.ts';
import { directoryOptionsPath } from '../../ui/directory-names.ts';
import { viewerContext } from '../../viewer.ts';
import { marketRatesPath, type RateQuestion } from '../opportunities/market-rate-note.tsx';

export type DirectoryKind = 'users' | 'businesses';

/**
 * The filters' zod schemas, loaded when a loader first runs in the browser: a first visit hydrates
 * the server's answer, so a visitor who only reads the results loads no zod (decision 041).
 */
const querySchemas = () => import('../../../contract/directory-schemas.ts');

export interface DirectoryPageData {
  kind: DirectoryKind;
  /** The page's own path: /directory or /business. */
  path: string;
  query: UserDirectoryQuery | BusinessDirectoryQuery;
  results: MemberCard[];
  totalResults: number;
  totalPages: number;
  options: DirectoryOptions;
  /** What the professionals listed ask, when the filters name a pair and a service between two languages. */
  rates?: { question: RateQuestion; answer: MarketRates } | null;
}

/** Translation is what translators offer; other sections name no one service. */
const TRANSLATION = 1;

function rateQuestion(query: UserDirectoryQuery): RateQuestion | null {
  const serviceId = query.service_id ?? (query.service === 'translators' ? TRANSLATION : undefined);
  if (!query.source || !query.target || !serviceId || serviceType(serviceId) !== 'pair') return null;
  return { source: query.source, target: query.target, serviceId };
}

/** The certified directory: the freelancer directory of members whose credentials staff checked. */
export const CERTIFIED_PATH = '/directory/certified';

export async function userDirectoryLoader({ request, context }: LoaderFunctionArgs): Promise<DirectoryPageData> {
  const url = new URL(request.url);
  const { lenientDirectoryQuery, userDirectoryQuerySchema } = await querySchemas();
  const query = lenientDirectoryQuery(userDirectoryQuerySchema, url.searchParams);
  const path = url.pathname === CERTIFIED_PATH ? CERTIFIED_PATH : '/directory';
  query.certified = path === CERTIFIED_PATH;
  const api = context.get(apiContext);
  const question = rateQuestion(query);
  const ratesPath = question && marketRatesPath(question);
  const [page, options, answer] = await Promise.all([
    api.get<UserDirectoryResponse>(`/next/api/users?${directorySearchParams(query)}`),
    api.get<DirectoryOptions>(directoryOptionsPath(context.get(viewerContext).locale)),
    ratesPath ? api.get<MarketRates>(ratesPath) : null,
  ]);
  const rates = question && answer ? { question, answer } : null;
  return { kind: 'users', path, query, ...page, options, rates };
}

export async function businessDirectoryLoader({ request, context }: LoaderFunctionArgs): Promise<DirectoryPageData> {
  const { lenientDirectoryQuery, businessDirectoryQuerySchema } = await querySchemas();
  const query = lenientDirectoryQuery(businessDirectoryQuerySchema, new URL(request.url).searchParams);
  const api = context.get(apiContext);
  const [page, options] = await Promise.all([
    api.get<BusinessDirectoryResponse>(`/next/api/businesses?${directorySearchParams(query)}`),
    api.get<DirectoryOptions>(directoryOptionsPath(context.get(viewerContext).locale)),
  ]);
  const { businesses, ...totals } = page;
  return { kind: 'businesses', path: '/business', query, results: businesses, ...totals, options };
}

/** The filters a directory URL means, in canonical form: the key of its cached copy. */
export async function directoryCacheQuery(url: URL): Promise<string> {
  const { lenientDirectoryQuery, businessDirectoryQuerySchema, userDirectoryQuerySchema } = await querySchemas();
  const schema = url.pathname === '/business' ? businessDirectoryQuerySchema : userDirectoryQuerySchema;
  return directorySearchParams(lenientDirectoryQuery(schema, url.searchParams)).toString();
}

/** The URL of this directory with some filters changed; any change but the page goes back to page 1. */
export function directoryHref(
  data: Pick<DirectoryPageData, 'path' | 'query'>,
  changes: Record<string, unknown>,
): string {
  // On /directory/certified the path carries the certified filter.
  const next = { ...data.query, page: 1, ...changes, certified: false };
  const params = directorySearchParams(next).toString();
  return params ? `${data.path}?${params}` : data.path;
}
