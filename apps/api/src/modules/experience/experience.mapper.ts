import type { WorkExperience } from '@jobbel/shared/experience/experience.schemas';
import type { Selectable } from 'kysely';
import type { WorkExperiencesTable } from '../../db/database';

export function toExperienceDto(row: Selectable<WorkExperiencesTable>): WorkExperience {
  return {
    workExperienceID: row.workExperienceID,
    workExperienceUserID: row.workExperienceUserID,
    workExperienceCompany: row.workExperienceCompany,
    workExperienceFunction: row.workExperienceFunction,
    workExperienceStartDate: row.workExperienceStartDate,
    workExperienceEndDate: row.workExperienceEndDate,
    workExperienceDescription: row.workExperienceDescription,
    workExperienceLocation: row.workExperienceLocation,
  };
}
