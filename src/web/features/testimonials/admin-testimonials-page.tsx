/**
 * /admin/testimonials: the moderation queue. Admins publish a testimonial or
 * refuse it with a reason its author reads, mark it for the membership page
 * only, or delete it. The server audits each and tells the author.
 */
import { useState } from 'react';
import { Form, type LoaderFunctionArgs, useLoaderData, useRevalidator, useSearchParams, useSubmit } from 'react-router';
import { toast } from 'sonner';
import {
  moderationSchema,
  TESTIMONIAL_REASON_MAX,
  TESTIMONIAL_STATUSES,
  type Testimonial,
  type TestimonialList,
} from '../../../contract/testimonials.ts';
import { apiContext, errorText, sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { requireAdmin } from '../../require-signed-in.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { adminHandle } from '../admin/admin-layout.tsx';
import { TESTIMONIALS_API, TestimonialCard, testimonialMessage } from './testimonials-page.tsx';

const STATUSES = [...TESTIMONIAL_STATUSES, 'all'] as const;
type Shown = (typeof STATUSES)[number];
const statusOf = (value: string | null): Shown =>
  (STATUSES as readonly string[]).includes(value ?? '') ? (value as Shown) : 'pending';

export const adminTestimonialsHandle = adminHandle((d) => d.testimonials.admin.title);

export async function adminTestimonialsLoader(args: LoaderFunctionArgs): Promise<TestimonialList> {
  requireAdmin(args);
  const status = statusOf(new URL(args.request.url).searchParams.get('status'));
  return args.context
    .get(apiContext)
    .get<TestimonialList>(`${TESTIMONIALS_API}?status=${status}&includeMembershipOnly=1&pageSize=50&order=oldest`);
}

export function AdminTestimonialsPage() {
  const t = useT();
  const a = t.testimonials.admin;
  const list = useLoaderData() as TestimonialList;
  const [search] = useSearchParams();
  const submit = useSubmit();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">{a.title}</h1>
        <p className="mt-1 text-muted">{a.intro}</p>
      </header>
      <Form method="get" onChange={(e) => submit(e.currentTarget)} className="max-w-xs">
        <SelectField
          label={a.status}
          name="status"
          defaultValue={statusOf(search.get('status'))}
          options={STATUSES.map((k) => ({ value: k, label: a.statuses[k] }))}
        />
      </Form>
      {list.items.length ? (
        <ul className="space-y-4">
          {list.items.map((item) => (
            <li key={item.id}>
              <TestimonialCard item={item} footer={<Moderate item={item} />} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-card border border-dashed border-line bg-surface p-6 text-center">{a.empty}</p>
      )}
    </div>
  );
}

function Moderate({ item }: { item: Testimonial }) {
  const t = useT();
  const a = t.testimonials.admin;
  const revalidator = useRevalidator();
  const [reason, setReason] = useState(item.reason ?? '');
  const [membershipOnly, setMembershipOnly] = useState(item.membershipOnly);
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);
  const send = async (method: 'POST' | 'DELETE', body?: unknown) => {
    try {
      await sendJson(method, `${TESTIMONIALS_API}/${item.id}`, body);
      toast.success(a.done);
      await revalidator.revalidate();
    } catch (err) {
      toast.error(testimonialMessage(errorText(err, t.common.unexpectedError), t));
    }
  };
  const decide = async (action: 'approve' | 'reject') => {
    const body = { action, ...(reason.trim() ? { reason: reason.trim() } : {}), membershipOnly };
    const parsed = moderationSchema.safeParse(body);
    if (!parsed.success) {
      setError(testimonialMessage(parsed.error.issues[0]!.message, t));
      return;
    }
    setError(undefined);
    await send('POST', parsed.data);
  };
  return (
    <div className="space-y-3 border-t border-line pt-3">
      <p className="text-sm font-medium">{a.statuses[item.status ?? 'pending']}</p>
      <TextField
        label={a.reason}
        hint={a.reasonHint}
        value={reason}
        maxLength={TESTIMONIAL_REASON_MAX}
        onChange={(e) => setReason(e.target.value)}
        error={error}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={membershipOnly}
          onChange={(e) => setMembershipOnly(e.target.checked)}
          className="size-4"
        />
        {a.membershipOnly}
      </label>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => decide('approve')}>
          {a.approve}
          <span className="sr-only">: {item.author.name}</span>
        </Button>
        <Button variant="secondary" onClick={() => decide('reject')}>
          {a.reject}
          <span className="sr-only">: {item.author.name}</span>
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {a.remove}
          <span className="sr-only">: {item.author.name}</span>
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        title={a.removeConfirm}
        confirm={a.remove}
        danger
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          setDeleting(false);
          await send('DELETE');
        }}
      />
    </div>
  );
}
