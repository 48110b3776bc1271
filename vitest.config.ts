import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      // rules about the repository itself (imports between workspaces)
      { test: { name: 'repo', root: './scripts', include: ['**/*.test.ts'], testTimeout: 60_000 } },
      {
        test: {
          name: 'api',
          root: './apps/api',
          // bench/: the benchmark's inputs, which its figures depend on
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // Each file builds its own app on its own database, and no module keeps state of its own between
          // apps, so a worker imports the server once for all its files instead of once per file: on two
          // cores the SQLite pass 224 → 94 s and the PostgreSQL pass 348 → 175 s
          isolate: false,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
