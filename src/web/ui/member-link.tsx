import { useT } from '../i18n.tsx';
import { hasLeft, shownName } from '../member-names.ts';
import { Link } from './link.tsx';
import { UserText } from './user-text.tsx';

/** A member named on a page: a link to their profile, or just the name when they have none (any more). */
export function MemberLink({
  entityId,
  name,
  className = 'font-semibold',
}: {
  entityId: number | null;
  name: string;
  className?: string;
}) {
  const t = useT();
  if (hasLeft(name)) return <span className={className}>{shownName(name, t)}</span>;
  return entityId ? (
    <Link to={`/profile/${entityId}`} className={className}>
      <UserText text={name} />
    </Link>
  ) : (
    <UserText text={name} className={className} />
  );
}
