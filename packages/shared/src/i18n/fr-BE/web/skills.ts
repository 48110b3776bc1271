import type { CatalogueOf } from '../../locales';
import type { skills as dutch } from '../../nl-BE/web/skills';

export const skills: CatalogueOf<typeof dutch> = {
  saveSkills: {
    failedToRemoveSkillUserskillname: 'Impossible de supprimer la compétence : {{userSkillName}}',
    failedToAddSkillSkill: "Impossible d'ajouter la compétence : {{skill}}",
  },
  skillPicker: {
    toevoegen: 'Ajouter',
    andereVaardigheid: 'Autre compétence',
    addedSkillToYourSkills: '« {{skill}} » ajoutée à tes compétences',
    thisSkillIsAlreadyAdded: 'Cette compétence figure déjà dans ta liste',
    pleaseEnterASkillName: 'Indique le nom d’une compétence',
  },
  skillsSection: {
    nogGeenVaardigheden: 'Pas encore de compétences.',
  },
};
