import { initials, usablePhotoUrl } from '../../contract/avatar.ts';
import { smallPhoto } from '../../contract/photos.ts';

const SIZES = {
  /** Conversations and other compact lists. */
  list: 'size-9 text-sm',
  /** Cards: the small copy of the photo, as in lists. */
  card: 'size-14 text-lg',
  profile: 'size-24 text-3xl',
  editor: 'size-40 text-5xl',
} as const;

/** A member's photo (spec §5), or their initials; decorative, since the name is always beside it. */
export function Avatar({
  name,
  photoUrl,
  size,
  src,
}: {
  name: string;
  photoUrl: string | null;
  size: keyof typeof SIZES;
  /** Shown instead of the member's photo (a new one being chosen). */
  src?: string | null;
}) {
  const photo = usablePhotoUrl(photoUrl);
  const shown = src ?? (photo && (size === 'card' || size === 'list') ? smallPhoto(photo) : photo);
  const box = `${SIZES[size]} shrink-0 rounded-full border border-line`;
  if (shown) return <img src={shown} alt="" loading="lazy" className={`${box} object-cover`} />;
  return (
    <span aria-hidden="true" className={`${box} flex items-center justify-center bg-surface-2 font-semibold`}>
      {initials(name)}
    </span>
  );
}
