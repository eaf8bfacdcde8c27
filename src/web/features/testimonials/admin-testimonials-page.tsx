/**
 * /admin/testimonials: the moderation queue. Admins publish a testimonial or
 * refuse it with a reason its author reads, mark it for the membership page
 * only, or delete it. The server audits each and tells the author.
 */
import { useState } from 'react';
import { Form, type LoaderFunctionArgs, useLoaderData, useRevalidator, useSearchParams, useSubmit } from 'react-router';
import type { SoftwareReview } from '../../../contract/software-hub.ts';
import { SOFTWARES } from '../../../contract/taxonomy.ts';
import {
  TESTIMONIAL_REASON_MAX,
  TESTIMONIAL_STATUSES,
  type Testimonial,
  type TestimonialList,
} from '../../../contract/testimonials.ts';
import { moderationSchema } from '../../../contract/testimonials-schemas.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext, errorText, sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { requireAdmin } from '../../require-signed-in.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { adminHandle } from '../admin/admin-layout.tsx';
import { ReviewCard } from '../software-hub/software-hub-pages.tsx';
import { TESTIMONIALS_API, TestimonialCard, testimonialMessage } from './testimonial-card.tsx';

const STATUSES = [...TESTIMONIAL_STATUSES, 'all'] as const;
type Shown = (typeof STATUSES)[number];
const statusOf = (value: string | null): Shown =>
  (STATUSES as readonly string[]).includes(value ?? '') ? (value as Shown) : 'pending';

export const adminTestimonialsHandle = adminHandle((d) => d.testimonials.admin.title);

interface ModerationData {
  testimonials: TestimonialList;
  reviews: SoftwareReview[];
}

export async function adminTestimonialsLoader(args: LoaderFunctionArgs): Promise<ModerationData> {
  requireAdmin(args);
  const status = statusOf(new URL(args.request.url).searchParams.get('status'));
  const api = args.context.get(apiContext);
  const [testimonials, reviews] = await Promise.all([
    api.get<TestimonialList>(`${TESTIMONIALS_API}?status=${status}&includeMembershipOnly=1&pageSize=50&order=oldest`),
    api.get<SoftwareReview[]>(`/next/api/software-hub/reviews/queue?status=${status}`),
  ]);
  return { testimonials, reviews };
}

export function AdminTestimonialsPage() {
  const t = useT();
  const a = t.testimonials.admin;
  const { testimonials: list, reviews } = useLoaderData() as ModerationData;
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
              <TestimonialCard
                item={item}
                footer={
                  <Moderate
                    path={`${TESTIMONIALS_API}/${item.id}`}
                    status={item.status}
                    reason={item.reason ?? null}
                    author={item.author.name}
                    membershipOnly={item.membershipOnly}
                  />
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-card border border-dashed border-line bg-surface p-6 text-center">{a.empty}</p>
      )}
      <section aria-labelledby="software-reviews" className="space-y-4">
        <h2 id="software-reviews" className="text-xl font-semibold">
          {t.softwareHub.admin.title}
        </h2>
        {reviews.length ? (
          <ul className="space-y-4">
            {reviews.map((review) => (
              <li key={review.id}>
                <p className="mb-1 text-sm font-medium">
                  {fmt(t.softwareHub.admin.tool, {
                    name: SOFTWARES.find((s) => s.id === review.softwareId)?.name ?? '',
                  })}
                </p>
                {review.edit && <p className="mb-1 text-sm text-muted">{t.softwareHub.admin.editOf}</p>}
                <ReviewCard
                  review={review.edit ? { ...review, ...review.edit } : review}
                  footer={
                    <Moderate
                      path={`/next/api/software-hub/reviews/${review.id}`}
                      status={review.edit ? 'pending' : review.status}
                      reason={review.reason ?? null}
                      author={review.author.name}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-card border border-dashed border-line bg-surface p-6 text-center">{a.empty}</p>
        )}
      </section>
    </div>
  );
}

/**
 * Publish, refuse with a reason, or delete: for a testimonial (which may also be kept for the
 * membership page) or a software review (which its author edits, so it is never deleted here).
 */
function Moderate({
  path,
  status,
  reason: given,
  author,
  membershipOnly: kept,
}: {
  path: string;
  status: Testimonial['status'];
  reason: string | null;
  author: string;
  membershipOnly?: boolean;
}) {
  const t = useT();
  const a = t.testimonials.admin;
  const revalidator = useRevalidator();
  const [reason, setReason] = useState(given ?? '');
  const [membershipOnly, setMembershipOnly] = useState(kept ?? false);
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);
  const send = async (method: 'POST' | 'DELETE', body?: unknown) => {
    try {
      await sendJson(method, path, body);
      toast.success(a.done);
      await revalidator.revalidate();
    } catch (err) {
      toast.error(testimonialMessage(errorText(err, t), t));
    }
  };
  const decide = async (action: 'approve' | 'reject') => {
    const body = {
      action,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(kept === undefined ? {} : { membershipOnly }),
    };
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
      <p className="text-sm font-medium">{a.statuses[status ?? 'pending']}</p>
      <TextField
        label={a.reason}
        hint={a.reasonHint}
        value={reason}
        maxLength={TESTIMONIAL_REASON_MAX}
        onChange={(e) => setReason(e.target.value)}
        error={error}
      />
      {kept !== undefined && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={membershipOnly}
            onChange={(e) => setMembershipOnly(e.target.checked)}
            className="size-4"
          />
          {a.membershipOnly}
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => decide('approve')}>
          {a.approve}
          <span className="sr-only">: {author}</span>
        </Button>
        <Button variant="secondary" onClick={() => decide('reject')}>
          {a.reject}
          <span className="sr-only">: {author}</span>
        </Button>
        {kept !== undefined && (
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {a.remove}
            <span className="sr-only">: {author}</span>
          </Button>
        )}
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
