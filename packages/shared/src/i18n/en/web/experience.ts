import type { CatalogueOf } from '../../locales';
import type { experience as dutch } from '../../nl-BE/web/experience';

export const experience: CatalogueOf<typeof dutch> = {
  saveExperience: {
    failedToDeleteWorkExperience: 'Failed to delete work experience at {{workExperienceCompany}}',
    failedToSaveWorkExperience: 'Failed to save work experience at {{company}}',
  },
  experienceEditor: {
    ervaringToevoegen: '+ Add experience',
    verwijderen: 'Remove',
    iCurrentlyWorkHere: 'I currently work here',
    begindatum: 'Start date',
    bedrijf: 'Company',
    entryNumber: 'Experience {{number}}',
  },
  experienceSection: {
    nogGeenWerkervaring: 'No work experience yet.',
    addExperience: 'Add Experience',
  },
  experiencePeriod: {
    startPresent: '{{start}} - Present',
  },
  experienceSkills: {
    ervaringVaardigheden: 'Experience & skills',
  },
  manageSkills: {
    skillsAndExperienceUpdatedSuccessfully: 'Skills and experience updated successfully!',
  },
};
