/**
 * What the API tests of one run share (test/api-helper.ts): a directory for PGlite's database
 * templates and each test app's DATA_DIR, and a name prefix for PostgreSQL's templates, all
 * removed when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { onServer } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testRun: { dir: string; postgresPrefix: string };
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'wordhive-test-run-'));
  const postgresPrefix = `wh_tmpl_${Date.now().toString(36)}_`;
  project.provide('testRun', { dir, postgresPrefix });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const url = process.env.DATABASE_URL;
    if (!url) return;
    await onServer(url, async (c) => {
      const { rows } = await c.query<{ name: string }>(
        'select datname as name from pg_database where datname like $1',
        [`${postgresPrefix}%`],
      );
      for (const { name } of rows) await c.query(`drop database ${name} with (force)`);
    });
  };
}
