/** /member-services: the staff desk where member services read quote requests and mark them handled. */
import { Form, type LoaderFunctionArgs, useLoaderData, useRevalidator, useSearchParams, useSubmit } from 'react-router';
import type { QuoteRequest } from '../../../contract/managed-services.ts';
import { SERVICES } from '../../../contract/taxonomy.ts';
import { entry, fmt } from '../../../i18n/types.ts';
import { apiContext, errorText, sendJson } from '../../api-client.ts';
import { formatDate, formatNumber, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { requireStaff } from '../../require-signed-in.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { pairLabel } from '../../ui/pair-label.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { REQUESTS_API } from './managed-services-pages.tsx';

const STATES = ['open', 'handled', 'all'] as const;
type State = (typeof STATES)[number];
const stateOf = (value: string | null): State =>
  (STATES as readonly string[]).includes(value ?? '') ? (value as State) : 'open';

export async function deskLoader(args: LoaderFunctionArgs): Promise<QuoteRequest[]> {
  requireStaff(args);
  const state = stateOf(new URL(args.request.url).searchParams.get('state'));
  return (await args.context.get(apiContext).get<{ items: QuoteRequest[] }>(`${REQUESTS_API}?state=${state}`)).items;
}

export const deskHandle: RouteHandle = {
  meta: ({ dict }) => ({ title: dict.managedServices.desk.metaTitle, noindex: true }),
  cacheQuery: () => null,
};

export function MemberServicesDesk() {
  const t = useT();
  const d = t.managedServices.desk;
  const requests = useLoaderData() as QuoteRequest[];
  const [search] = useSearchParams();
  const submit = useSubmit();
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">{d.title}</h1>
        <p className="mt-1 text-muted">{d.intro}</p>
      </header>
      <Form method="get" onChange={(e) => submit(e.currentTarget)} className="max-w-xs">
        <SelectField
          label={d.show}
          name="state"
          defaultValue={stateOf(search.get('state'))}
          options={STATES.map((s) => ({ value: s, label: d.states[s] }))}
        />
      </Form>
      {requests.length ? (
        <ul className="space-y-4">
          {requests.map((r) => (
            <li key={r.id}>
              <QuoteRequestCard request={r} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-card border border-dashed border-line bg-surface p-6 text-center">{d.empty}</p>
      )}
    </div>
  );
}

function QuoteRequestCard({ request: r }: { request: QuoteRequest }) {
  const t = useT();
  const d = t.managedServices.desk;
  const locale = useLocale();
  const revalidator = useRevalidator();
  const service = SERVICES.find((s) => s.id === r.serviceId);
  const toggle = async () => {
    try {
      await sendJson('POST', `${REQUESTS_API}/${r.id}/handled`, { handled: r.handledAt === null });
      await revalidator.revalidate();
    } catch (err) {
      toast.error(errorText(err, t));
    }
  };
  return (
    <article className="space-y-2 rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">{r.company ? fmt(d.from, { name: r.name, company: r.company }) : r.name}</h2>
        <span className="text-sm text-muted">{formatDate(r.createdAt, locale)}</span>
      </div>
      <p className="text-sm">
        {service ? (entry(t.taxonomy.services, service.key) ?? service.name) : ''} ·{' '}
        {pairLabel(t, r.sourceLang, r.targetLangs.join(', '))}
        {r.volume !== null &&
          ` · ${fmt(d.volume, { volume: formatNumber(r.volume, locale), unit: t.managedServices.form.units[r.unit] })}`}
        {' · '}
        {r.deadline ? fmt(d.due, { date: formatDate(r.deadline, locale) }) : d.noDeadline}
      </p>
      <UserText as="p" className="whitespace-pre-line" text={r.details} />
      {r.handledAt && (
        <p className="text-sm text-muted">
          {fmt(d.handledBy, { name: r.handledByName ?? '', date: formatDate(r.handledAt, locale) })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <a href={`mailto:${r.email}`}>
          {d.reply}: {r.email}
        </a>
        {r.entityId && <Link to={`/profile/${r.entityId}`}>{d.member}</Link>}
        <Button variant="secondary" onClick={toggle}>
          {r.handledAt ? d.reopen : d.handle}
          <span className="sr-only">: {r.name}</span>
        </Button>
      </div>
    </article>
  );
}
