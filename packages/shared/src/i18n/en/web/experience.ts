import type { CatalogueOf } from '../../locales';
import type { experience as dutch } from '../../nl-BE/web/experience';

export const experience: CatalogueOf<typeof dutch> = {
  saving: {
    deleteFailed: 'Failed to delete work experience at {{workExperienceCompany}}',
    saveFailed: 'Failed to save work experience at {{company}}',
  },
  experienceEditor: {
    add: '+ Add experience',
    remove: 'Remove',
    current: 'I currently work here',
    startDate: 'Start date',
    company: 'Company',
    entryNumber: 'Experience {{number}}',
  },
  experienceSection: {
    none: 'No work experience yet.',
    addExperience: 'Add Experience',
  },
  experiencePeriod: {
    startPresent: '{{start}} - Present',
  },
  experienceSkills: {
    title: 'Experience & skills',
  },
  manageSkills: {
    skillsAndExperienceUpdatedSuccessfully: 'Skills and experience updated successfully!',
  },
};
