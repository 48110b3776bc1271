import type { Kysely } from 'kysely';
// the towns as they were when this migration was written: later runs of `npm run places` leave it alone
import places from './frozen/2026-11-22T08-00_belgian-places.json' with { type: 'json' };

// Frozen copy of the normalization at the time of this migration: lower case, accents removed.
function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Jobs carry their town's coordinates, for the radius search; unknown towns have none. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('jobLatitude', 'double precision').execute();
  await db.schema.alterTable('jobs').addColumn('jobLongitude', 'double precision').execute();
  const coordinates = new Map<string, [number, number]>();
  for (const [name, latitude, longitude] of places as [string, number, number, number][]) {
    if (!coordinates.has(searchKey(name))) coordinates.set(searchKey(name), [latitude, longitude]);
  }
  const towns = await db.selectFrom('jobs').select('jobLocationKey').distinct().execute();
  for (const { jobLocationKey } of towns) {
    const found = coordinates.get(jobLocationKey);
    if (!found) continue;
    await db
      .updateTable('jobs')
      .set({ jobLatitude: found[0], jobLongitude: found[1] })
      .where('jobLocationKey', '=', jobLocationKey)
      .execute();
  }
  await db.schema
    .createIndex('jobs_coordinates_idx')
    .on('jobs')
    .columns(['jobLatitude', 'jobLongitude'])
    .execute();
}
