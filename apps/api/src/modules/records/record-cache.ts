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
  if (missing.length > 0) {
    // read before the history: a change committed after this number is newer than what is computed
    const computedAtChange = await lastRecordChange(db);
    const computed = await computeAll(missing);
    const rows = missing.map((subject, index) => {
      const { record, validUntil } = computed[index]!;
      kept.set(keyOf(subject), record);
      return { subjectKey: keyOf(subject), record: JSON.stringify(record), computedAtChange, validUntil };
    });
    // one write for the screen's records, not one commit each
    await storeRecords(db, rows);
  }
  return subjects.map((subject) => kept.get(keyOf(subject))!);
}
