export const experience = {
  saveExperience: {
    failedToDeleteWorkExperience: 'Failed to delete work experience at {{workExperienceCompany}}',
    failedToSaveWorkExperience: 'Failed to save work experience at {{company}}',
  },
  experienceEditor: {
    ervaringToevoegen: '+ Ervaring toevoegen',
    verwijderen: 'Verwijderen',
    iCurrentlyWorkHere: 'I currently work here',
    begindatum: 'Begindatum',
    bedrijf: 'Bedrijf',
    entryNumber: 'Ervaring {{number}}',
  },
  experienceSection: {
    nogGeenWerkervaring: 'Nog geen werkervaring.',
    addExperience: 'Add Experience',
  },
  experiencePeriod: {
    startPresent: '{{start}} - Present',
  },
  experienceSkills: {
    ervaringVaardigheden: 'Ervaring & vaardigheden',
  },
  manageSkills: {
    skillsAndExperienceUpdatedSuccessfully: 'Skills and experience updated successfully!',
  },
};
