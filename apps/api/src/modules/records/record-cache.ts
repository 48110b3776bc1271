import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { brusselsNow } from '../../lib/clock';
import { lastRecordChange, storeRecords, validRecords } from './record-cache.repository';

/** A record as computed, and when time alone would change it. */
export interface Computed<R> {
  record: R;
  validUntil: string;
}

/**
 * The records of these subjects: kept ones where nothing they are read from changed since, the others
 * computed together and kept. A screen of 25 people reads one row each, not 25 histories
 * (docs/decisions/national-scale.md).
 */
export async function recordsOf<Subject, R>(
  db: Kysely<Database>,
  subjects: Subject[],
  keyOf: (subject: Subject) => string,
  computeAll: (subjects: Subject[]) => Promise<Computed<R>[]>,
): Promise<R[]> {
  const now = brusselsNow();
  const kept = new Map(
    (await validRecords(db, [...new Set(subjects.map(keyOf))], now)).map((row) => [
      row.subjectKey,
      JSON.parse(row.record) as R,
    ]),
  );
  const missing = [
    ...new Map(
      subjects.filter((subject) => !kept.has(keyOf(subject))).map((subject) => [keyOf(subject), subject]),
    ).values(),
  ];
  if (missing.length > 0)
    for (const [key, record] of await keepComputed(db, missing, keyOf, computeAll)) kept.set(key, record);
  return subjects.map((subject) => kept.get(keyOf(subject))!);
}

/**
 * Computes these subjects' records together and keeps them, each in place of the one kept before, in one
 * write: answers them by key.
 */
export async function keepComputed<Subject, R>(
  db: Kysely<Database>,
  subjects: Subject[],
  keyOf: (subject: Subject) => string,
  computeAll: (subjects: Subject[]) => Promise<Computed<R>[]>,
): Promise<Map<string, R>> {
  // read before the history: a change committed after this number is newer than what is computed
  const computedAtChange = await lastRecordChange(db);
  const computed = await computeAll(subjects);
  const rows = subjects.map((subject, index) => {
    const { record, validUntil } = computed[index]!;
    return { subjectKey: keyOf(subject), record: JSON.stringify(record), computedAtChange, validUntil };
  });
  await storeRecords(db, rows);
  return new Map(subjects.map((subject, index) => [keyOf(subject), computed[index]!.record]));
}
