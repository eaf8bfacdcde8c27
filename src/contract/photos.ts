/**
 * Profile photos: what a member may upload and where the re-encoded copies
 * live. The server decodes every upload and writes fixed-size WebP copies of
 * its own, so nothing a member sent is ever served as it was.
 */
import { z } from 'zod';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Smaller images look blurred on the profile; larger ones are scaled down. */
export const PHOTO_MIN_SIDE = 128;
/**
 * A decoder must not be made to allocate a gigapixel canvas by a small, hostile file: 40 million
 * pixels (8000 × 5000) is more than any camera's photo that fits in 5 MB.
 */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** Each upload is decoded on our servers: a member changes the photo this often an hour at most. */
export const PHOTO_UPLOADS_PER_HOUR = 20;

export const PHOTO_MESSAGES = {
  type: 'Choose a JPEG, PNG or WebP image',
  size: 'Choose an image of at most 5 MB',
  small: `Choose an image at least ${PHOTO_MIN_SIDE} × ${PHOTO_MIN_SIDE} pixels`,
  pixels: `Choose an image of at most ${PHOTO_MAX_PIXELS / 1_000_000} million pixels`,
  unreadable: 'This file is not an image we can read',
  tooMany: `A photo can be uploaded ${PHOTO_UPLOADS_PER_HOUR} times an hour: try again later`,
} as const;

/** The copies the server keeps: the profile's (and menus at 2×), and the one lists and chats use. */
export const PHOTO_SIZES = { lg: 400, sm: 96 } as const;

/** `/media/photos/{entityId}-{16 hex}.webp`, and `-sm.webp` for the small copy. */
export const PHOTO_FILE = /^(\d{1,10})-([a-f0-9]{16})(-sm)?\.webp$/;

export const photoSchema = z.object({
  /** The new photo's address, or null when the member has none. */
  imageUrl: z.string().nullable(),
});
export type PhotoAnswer = z.infer<typeof photoSchema>;

/** The small copy of one of our photos; any other address is returned as it is. */
export function smallPhoto(url: string | null): string | null {
  if (!url?.startsWith('/media/photos/')) return url;
  return url.replace(/\.webp$/, '-sm.webp');
}
