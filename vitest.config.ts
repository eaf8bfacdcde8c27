import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure modules, fast) and `api` (the real app through
// inject() on a real database: in-memory PGlite, or PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    // Every core: vitest's default leaves one idle, which on CI's two cores means one test file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          environment: 'node',
          // A dependency's deprecation (e.g. node-postgres' overlapping queries on one connection) is
          // thrown instead of printed, which fails the run: the dependency's next major will refuse it.
          execArgv: ['--throw-deprecation'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
