export const experience = {
  saving: {
    deleteFailed: 'Failed to delete work experience at {{workExperienceCompany}}',
    saveFailed: 'Failed to save work experience at {{company}}',
  },
  experienceEditor: {
    add: '+ Ervaring toevoegen',
    remove: 'Verwijderen',
    current: 'I currently work here',
    startDate: 'Begindatum',
    company: 'Bedrijf',
    entryNumber: 'Ervaring {{number}}',
  },
  experienceSection: {
    none: 'Nog geen werkervaring.',
    addExperience: 'Add Experience',
  },
  experiencePeriod: {
    startPresent: '{{start}} - Present',
  },
  experienceSkills: {
    title: 'Ervaring & vaardigheden',
  },
  manageSkills: {
    skillsAndExperienceUpdatedSuccessfully: 'Skills and experience updated successfully!',
  },
};
