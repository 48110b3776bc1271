import type { Workplace } from '@jobbel/shared/engagements/employer-legal.schemas';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { EmployerLegalDetailsTable } from '../../db/engagement-tables';

export type EmployerLegalRow = Selectable<EmployerLegalDetailsTable>;

export function findEmployerLegal(db: Kysely<Database>, businessID: number) {
  return db
    .selectFrom('employer_legal_details')
    .selectAll()
    .where('legalBusinessID', '=', businessID)
    .executeTakeFirst();
}

export function findWorkplaces(db: Kysely<Database>, businessID: number): Promise<Workplace[]> {
  return db
    .selectFrom('business_workplaces')
    .select(['workplaceAddress', 'workplaceMunicipality', 'workplaceNisCode', 'workplaceLanguageRegion'])
    .where('workplaceBusinessID', '=', businessID)
    .orderBy('workplaceID')
    .execute();
}

/** The details and the places of work are replaced together (the caller's transaction). */
export async function saveEmployerLegal(
  trx: Kysely<Database>,
  details: Insertable<EmployerLegalDetailsTable>,
  workplaces: Workplace[],
) {
  const { legalBusinessID, ...columns } = details;
  await trx
    .insertInto('employer_legal_details')
    .values(details)
    .onConflict((conflict) => conflict.column('legalBusinessID').doUpdateSet(columns))
    .execute();
  await trx.deleteFrom('business_workplaces').where('workplaceBusinessID', '=', legalBusinessID).execute();
  if (workplaces.length > 0)
    await trx
      .insertInto('business_workplaces')
      .values(workplaces.map((workplace) => ({ ...workplace, workplaceBusinessID: legalBusinessID })))
      .execute();
}
