import type { CatalogueOf } from '../../locales';
import type { experience as dutch } from '../../nl-BE/web/experience';

export const experience: CatalogueOf<typeof dutch> = {
  saveExperience: {
    failedToDeleteWorkExperience: "Impossible de supprimer l'expérience chez {{workExperienceCompany}}",
    failedToSaveWorkExperience: "Impossible d'enregistrer l'expérience chez {{company}}",
  },
  experienceEditor: {
    ervaringToevoegen: '+ Ajouter une expérience',
    verwijderen: 'Supprimer',
    iCurrentlyWorkHere: 'Je travaille ici actuellement',
    begindatum: 'Date de début',
    bedrijf: 'Établissement',
    entryNumber: 'Expérience {{number}}',
  },
  experienceSection: {
    nogGeenWerkervaring: "Pas encore d'expérience professionnelle.",
    addExperience: 'Ajouter une expérience',
  },
  experiencePeriod: {
    startPresent: "{{start}} - aujourd'hui",
  },
  experienceSkills: {
    ervaringVaardigheden: 'Expérience et compétences',
  },
  manageSkills: {
    skillsAndExperienceUpdatedSuccessfully: 'Compétences et expérience mises à jour !',
  },
};
