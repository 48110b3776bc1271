import type { CatalogueOf } from '../../locales';
import type { skills as dutch } from '../../nl-BE/web/skills';

export const skills: CatalogueOf<typeof dutch> = {
  saving: {
    failedToRemoveSkillUserskillname: 'Impossible de supprimer la compétence : {{userSkillName}}',
    failedToAddSkillSkill: "Impossible d'ajouter la compétence : {{skill}}",
  },
  skillPicker: {
    add: 'Ajouter',
    otherSkill: 'Autre compétence',
    addedSkillToYourSkills: '« {{skill}} » ajoutée à tes compétences',
    duplicate: 'Cette compétence figure déjà dans ta liste',
    nameRequired: 'Indique le nom d’une compétence',
  },
  skillsSection: {
    none: 'Pas encore de compétences.',
  },
  names: {
    Barista: 'Barista',
    Bediening: 'Service en salle',
    Kok: 'Cuisinier',
    Bartender: 'Barman/barmaid',
    'Gastheer/vrouw': 'Hôte/hôtesse',
    Kassamedewerker: 'Caissier/caissière',
    Verkoop: 'Vente',
    Magazijn: 'Entrepôt',
    Bezorging: 'Livraison',
    Schoonmaak: 'Nettoyage',
    Administratie: 'Administration',
    Klantenservice: 'Service clientèle',
  },
  areas: {
    Horeca: 'Horeca',
    Retail: 'Commerce',
    Logistiek: 'Logistique',
    Diensten: 'Services',
    Kantoor: 'Bureau',
  },
};
