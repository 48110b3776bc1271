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
