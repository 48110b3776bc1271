/**
 * The last migration of each release (CHANGELOG.md): `upgrade.test.ts` builds each release's database
 * with exactly those migrations and upgrades it to the current one. A release adds its line here.
 */
export const RELEASE_LAST_MIGRATION = {
  '1.0.0': '2026-11-26T02-00_login-sessions',
} as const;
