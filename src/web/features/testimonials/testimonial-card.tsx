/**
 * One published testimonial as every list shows it (the testimonials page, the membership page,
 * moderation), its stars (also the software hub's), and contract messages in the visitor's language.
 */
import type { CSSProperties, ReactNode } from 'react';
import { LOCALE_INFO } from '../../../contract/locales.ts';
import { TESTIMONIAL_ALREADY, type Testimonial } from '../../../contract/testimonials.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Link } from '../../ui/link.tsx';
import { UserText } from '../../ui/user-text.tsx';

export const TESTIMONIALS_API = '/next/api/testimonials';

/** A contract message in the visitor's language. */
export function testimonialMessage(message: string, t: Dictionary): string {
  const e = t.testimonials.errors;
  if (message.startsWith('Choose what your testimonial')) return e.type;
  if (message.startsWith('Write your testimonial') || message.startsWith('Write at least')) return e.textShort;
  if (message.startsWith('Use at most 1500') || message.startsWith('Use at most 1,500')) return e.textLong;
  if (message.startsWith('Give 1 to 5')) return e.rating;
  if (message.startsWith('Choose the language')) return e.language;
  if (message === TESTIMONIAL_ALREADY) return e.already;
  if (message.startsWith('Tell the author why')) return e.reason;
  return message;
}

export function Stars({ rating }: { rating: number }) {
  const t = useT();
  const label = fmt(t.testimonials.stars, { n: rating });
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex">
      {/* The directory's stars (styles.css .wh-stars), filled to the rating. */}
      <span
        aria-hidden="true"
        className="wh-stars"
        style={{ '--wh-stars-fill': `${(rating / 5) * 100}%` } as CSSProperties}
      />
    </span>
  );
}

export function TestimonialCard({ item, footer }: { item: Testimonial; footer?: ReactNode }) {
  const t = useT();
  const x = t.testimonials;
  const locale = useLocale();
  return (
    <article
      className="space-y-3 rounded-card border border-line bg-surface p-4"
      lang={LOCALE_INFO[item.language].bcp47}
    >
      <div className="flex items-center gap-3">
        <Avatar name={item.author.name} photoUrl={item.author.photoUrl} size="list" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            <Link to={`/profile/${item.author.entityId}`}>{item.author.name}</Link>
          </p>
          <p className="text-sm text-muted" lang={LOCALE_INFO[locale].bcp47}>
            {t.taxonomy.accountTypes[item.accountType]} · {x.types[item.type]} · {formatDate(item.createdAt, locale)}
            {item.visibility === 'members' && ` · ${x.membersOnly}`}
          </p>
        </div>
        <Stars rating={item.rating} />
      </div>
      <blockquote className="whitespace-pre-line" dir={LOCALE_INFO[item.language].dir}>
        <UserText text={item.text} />
      </blockquote>
      {footer}
    </article>
  );
}
