/** Under a newcomer's card (home and membership pages): since when they are new, and why. */
import type { Newcomer } from '../../../contract/directory.ts';
import { fmt } from '../../../i18n/types.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';

export function NewSince({ newcomer }: { newcomer: Newcomer }) {
  const t = useT();
  const locale = useLocale();
  const template = newcomer.new_because === 'joined' ? t.membership.newSinceJoined : t.membership.newSinceFirstPaid;
  return <p className="text-xs text-muted">{fmt(template, { date: formatDate(newcomer.new_since, locale) })}</p>;
}
