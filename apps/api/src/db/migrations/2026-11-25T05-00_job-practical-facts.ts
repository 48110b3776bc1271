import type { Kysely } from 'kysely';

/**
 * What a worker needs to get to work. The street and number of the place of work when it is
 * not the business's own address, the break the shift includes, and what to wear or bring.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('jobAddress', 'varchar(150)').execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('jobBreakMinutes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('jobs').addColumn('jobBring', 'varchar(500)').execute();
}
