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
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
