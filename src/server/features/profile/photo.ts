/**
 * Profile photos: an upload is decoded, turned upright, cropped square and
 * written as WebP at the sizes the site shows (contract/photos.ts). The
 * member's own bytes (and any metadata in them, such as the camera's GPS
 * position) are never stored or served.
 */
import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import {
  PHOTO_FILE,
  PHOTO_MAX_PIXELS,
  PHOTO_MESSAGES,
  PHOTO_MIN_SIDE,
  PHOTO_SIZES,
  PHOTO_UPLOADS_PER_HOUR,
} from '../../../contract/photos.ts';
import { badRequest } from '../../http/errors.ts';
import { enforceRateLimit, type RateLimiter } from '../../http/rate-limiter.ts';
import { oneAtATime } from '../../one-at-a-time.ts';
import type { FileStore } from '../../storage/file-store.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Decoding is what an upload costs: a 36-megapixel photo is about 100 MB of pixels and a second of
 * CPU on libuv's few threads, which files, DNS and every other request share. Uploads take turns in
 * this process, so six at once wait for each other rather than hold 600 MB and every thread.
 */
export const photoDecodes = oneAtATime();

async function reencode(upload: Buffer): Promise<{ lg: Buffer; sm: Buffer }> {
  let meta: Metadata;
  try {
    // The header alone: the pixels are counted before any are decoded.
    meta = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(PHOTO_MESSAGES.unreadable, { body: PHOTO_MESSAGES.unreadable });
  }
  // The declared media type is only a hint: what decides is what the bytes are.
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format))
    throw badRequest(PHOTO_MESSAGES.type, { body: PHOTO_MESSAGES.type });
  if (meta.width * meta.height > PHOTO_MAX_PIXELS)
    throw badRequest(PHOTO_MESSAGES.pixels, { body: PHOTO_MESSAGES.pixels });
  const [w, h] = meta.autoOrient ? [meta.autoOrient.width, meta.autoOrient.height] : [meta.width, meta.height];
  if (!w || !h || Math.min(w, h) < PHOTO_MIN_SIDE)
    throw badRequest(PHOTO_MESSAGES.small, { body: PHOTO_MESSAGES.small });
  try {
    // Decoded once, upright and cropped to the large copy's square; the small copy is made from that.
    const { data, info } = await sharp(upload, { limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize(PHOTO_SIZES.lg, PHOTO_SIZES.lg, { fit: 'cover', position: 'attention' })
      .raw({ depth: 'uchar' }) // 8 bits a sample whatever the file had: what `square` reads back
      .toBuffer({ resolveWithObject: true });
    const square = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const [lg, sm] = await Promise.all([
      square().webp({ quality: 82 }).toBuffer(),
      square().resize(PHOTO_SIZES.sm, PHOTO_SIZES.sm).webp({ quality: 82 }).toBuffer(),
    ]);
    return { lg, sm };
  } catch {
    throw badRequest(PHOTO_MESSAGES.unreadable, { body: PHOTO_MESSAGES.unreadable });
  }
}

const keyOf = (file: string) => `photos/${file}`;

/** The store keys of one of our photo addresses (both sizes), or none for any other address. */
function keysOf(imageUrl: string | null): string[] {
  const file = imageUrl?.startsWith('/media/photos/') ? imageUrl.slice('/media/photos/'.length) : '';
  const match = PHOTO_FILE.exec(file);
  if (!match || match[3]) return [];
  const base = `${match[1]}-${match[2]}`;
  return [keyOf(`${base}.webp`), keyOf(`${base}-sm.webp`)];
}

export function createPhotoStore(files: FileStore, limits: { limiter: RateLimiter; rateLimitScale: number }) {
  return {
    /**
     * Writes both copies of a new photo and answers its address; the old one is removed by `discard`.
     * Every upload counts towards the member's hourly limit, refused ones too.
     */
    async save(entityId: number, upload: Buffer): Promise<string> {
      await enforceRateLimit(
        limits.limiter,
        `photo:${entityId}`,
        { limit: PHOTO_UPLOADS_PER_HOUR, windowMs: 60 * 60_000 },
        limits.rateLimitScale,
        PHOTO_MESSAGES.tooMany,
      );
      const { lg, sm } = await photoDecodes.run(() => reencode(upload));
      const base = `${entityId}-${randomBytes(8).toString('hex')}`;
      await files.put(keyOf(`${base}-sm.webp`), sm, 'image/webp');
      await files.put(keyOf(`${base}.webp`), lg, 'image/webp');
      return `/media/photos/${base}.webp`;
    },

    /** Removes the files of a photo the member no longer uses (nothing for an address elsewhere). */
    async discard(imageUrl: string | null): Promise<void> {
      for (const key of keysOf(imageUrl)) await files.delete(key);
    },

    /** A photo file by its name in /media/photos/, or null. */
    read(file: string): Promise<Buffer | null> {
      return files.get(keyOf(file));
    },
  };
}
export type PhotoStore = ReturnType<typeof createPhotoStore>;

/** A 160 × 160 PNG (the Wordhive mark): the API reference's example upload. */
export const EXAMPLE_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAKAAAACgCAMAAAC8EZcfAAABYlBMVEX1ngv0nQsfKjteTCymcx1sVCmJZCMeKTt7WyeXayB0WCchKzqCYCTznQsgKju0ehqRZyLynAyfbx8jLDoiKzrxnAxcSy3wmwytdxsnLTklLTnplw0kLDnLhxU1NjbrmQ5mUCs0NTYyNDbolw5URi/mlg5EPjPllQ4iKjpCPTPVjBLUjBLTjBLFhBYwMzfCgxYvMjfklQ/jlA9OQzBAOzQ+OzQ+OjTxnQwuMjjPiRMtMTi/gRcrMDjhkxDfkhAoLjjekRBIQDHvmw0qMDnumg3smg28fxg3NjXtmQ3qmQ0pLjkmLjnckRFXSC7rmA25fRjckBHbkBHqlw1GPzLajxFFPjLXjhHJhhXIhhW4fRlVRy9URy+3fBnZjxLYjhLVjRK1expQRTBRRDDRihM7OTQ6ODS/gBe+gBdbSi1LQTFKQTE8OTXOiRQ5ODXNiBQpMDk4NzU3NzVaSi4oLzlZSS66fhhIxBFvAAAACXBIWXMAAAsTAAALEwEAmpwYAAAB6UlEQVR42u3b11IUURRG4c2kPYMkCQOimEAlqiiigllBDGAAIxhAwACC8f2p7gvLohihZ87p3uD6nmBdnToX/xYBAAAAAAAAEHqXnvxgOO9I7pBqc/6g0byqzHENXSrst9j38rz+cfOMubxr1XX6l9TRJ6byWgs/dZMDuTt2+uoXdQt3M0byej9pCbOXDeR11jRpSd3Vgwnn1WZO6z+NJPvkjD7TbQ09SizvRjalO5F+k0jeRMN93aEHNfcSeFq+agSHM1Xx5vX/0oi61mLMO5Hfp5HVZc/FlHex8ayW5UpDaxx9H09q2S7Mec97mNWKpJ97zRvLtWuFmvNP/X2Z276rA8caa/30dcyrI18GPOSdKudpKSWVveo4r6VwW526nrvlsm+8R50bbnMYqF4QSCCBBBJIIIEEEkgggQQSSCCBBBJIIIEEEkgggQQSSCCBBBJI4F4P9DIJeP8/jSrsz1ICHQuu+j77GPZIMI36ppanUeJkXNaUnxKxPM97K74tVzJwfCXCRFTMj2wD/T+i9nWtSrzql9Ty0FvsT+UlwrHBjCRldHr7vKHfIhy8yK49GQr0Fkv1vbZwdBU+OStq+Wwt/HCvq+XDP9nidPKxWPPC9vHpLjjfFfMH0IG+YrFPAAAAAAAAAIQ2AFFP1YgrN33JAAAAAElFTkSuQmCC',
  'base64',
);
