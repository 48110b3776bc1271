import { workedHours } from '@jobbel/shared/shifts/shift-rules';
import type SQLite from 'better-sqlite3';

/**
 * The functions SQLite's triggers call that SQL cannot say, registered on every connection that writes:
 * a shift's worked time in quarter hours, by the rule the app shows it by (migration
 * 2026-12-03T20-00_record-totals.ts; PostgreSQL has its own, with Brussels time in its time zone data).
 */
export function registerSqliteFunctions(sqlite: SQLite.Database): void {
  sqlite.function(
    'worked_quarter_hours',
    { deterministic: true },
    (start: unknown, end: unknown, breakMinutes: unknown) =>
      workedHours(String(start), String(end), Number(breakMinutes)) * 4,
  );
}
