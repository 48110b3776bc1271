import type { CatalogueOf } from '../../locales';
import type { experience as dutch } from '../../nl-BE/web/experience';

export const experience: CatalogueOf<typeof dutch> = {
  saving: {
    deleteFailed: "Impossible de supprimer l'expérience chez {{workExperienceCompany}}",
    saveFailed: "Impossible d'enregistrer l'expérience chez {{company}}",
  },
  experienceEditor: {
    add: '+ Ajouter une expérience',
    remove: 'Supprimer',
    current: 'Je travaille ici actuellement',
    startDate: 'Date de début',
    company: 'Établissement',
    entryNumber: 'Expérience {{number}}',
  },
  experienceSection: {
    none: "Pas encore d'expérience professionnelle.",
    addExperience: 'Ajouter une expérience',
  },
  experiencePeriod: {
    startPresent: "{{start}} - aujourd'hui",
  },
  experienceSkills: {
    title: 'Expérience et compétences',
  },
  manageSkills: {
    skillsAndExperienceUpdatedSuccessfully: 'Compétences et expérience mises à jour !',
  },
};
