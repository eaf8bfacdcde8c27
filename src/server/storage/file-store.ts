/**
 * Where the files members upload are kept once the server has re-encoded them
 * (profile photos, job samples): a directory under DATA_DIR by default, or an
 * S3-compatible bucket when the S3_* settings are given, so several processes
 * behind a load balancer serve the same files. Keys are our own
 * (`photos/123-abc.webp`), never a name a member chose.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config } from '../config.ts';
import { createS3Store } from './s3-store.ts';

export interface FileStore {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are lower-case paths of our own making: no dot segments, no surprises on any store. */
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)+$/;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid file key: ${key}`);
}

export function createDiskStore(root: string): FileStore {
  const path = (key: string) => {
    assertKey(key);
    return join(root, key);
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const file = path(key);
      await mkdir(dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(path(key), { force: true });
    },
  };
}

export function createFileStore(config: Config, fetchImpl: typeof fetch = fetch): FileStore {
  return config.s3 ? createS3Store(config.s3, fetchImpl) : createDiskStore(join(config.dataDir, 'uploads'));
}
