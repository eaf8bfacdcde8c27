import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure modules, fast) and `api` (the real app through
// inject() on a real database: in-memory PGlite, or PostgreSQL when DATABASE_URL is set).

// Safety nets against a hang, never measures of speed: on a busy machine (CI runs vitest beside the browser
// tests and the PostgreSQL pass; a developer's machine may run more) a test takes many times its usual time.
// On two cores at a load of 18, a unit test's first Intl call took over 5 s and the permission matrix 10 min.
const HANG_NET = { testTimeout: 900_000, hookTimeout: 900_000 };

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
          ...HANG_NET,
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          environment: 'node',
          // Each file builds its own app on its own database (test/api-helper.ts), and no API test mocks a
          // module or stubs the environment, so a worker keeps the modules it has loaded from file to file:
          // loading the server's module graph again for each of 43 files was a quarter of the project's
          // time (260 s against 190 s on two cores), and CI runs the project twice.
          isolate: false,
          // A dependency's deprecation (e.g. node-postgres' overlapping queries on one connection) is
          // thrown instead of printed, which fails the run: the dependency's next major will refuse it.
          execArgv: ['--throw-deprecation'],
          ...HANG_NET,
        },
      },
    ],
  },
});
