import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { BusinessesTable, BusinessHoursTable, Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertBusiness(db: Db, business: Insertable<BusinessesTable>) {
  const { businessID } = await db
    .insertInto('businesses')
    .values(business)
    .returning('businessID')
    .executeTakeFirstOrThrow();
  return businessID;
}

export function updateBusiness(db: Db, businessID: number, changes: Updateable<BusinessesTable>) {
  return db.updateTable('businesses').set(changes).where('businessID', '=', businessID).execute();
}

export async function insertBusinessHour(db: Db, hour: Insertable<BusinessHoursTable>) {
  const { businessHourID } = await db
    .insertInto('business_hours')
    .values(hour)
    .returning('businessHourID')
    .executeTakeFirstOrThrow();
  return businessHourID;
}

export function findBusinessHour(db: Db, businessHourID: number) {
  return db
    .selectFrom('business_hours')
    .selectAll()
    .where('businessHourID', '=', businessHourID)
    .executeTakeFirst();
}

export function updateBusinessHour(
  db: Db,
  businessHourID: number,
  times: { openTime: string; closeTime: string },
) {
  return db.updateTable('business_hours').set(times).where('businessHourID', '=', businessHourID).execute();
}

export function deleteBusinessHour(db: Db, businessHourID: number) {
  return db.deleteFrom('business_hours').where('businessHourID', '=', businessHourID).execute();
}
