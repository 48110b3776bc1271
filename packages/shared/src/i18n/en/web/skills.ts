import type { CatalogueOf } from '../../locales';
import type { skills as dutch } from '../../nl-BE/web/skills';

export const skills: CatalogueOf<typeof dutch> = {
  saving: {
    failedToRemoveSkillUserskillname: 'Failed to remove skill: {{userSkillName}}',
    failedToAddSkillSkill: 'Failed to add skill: {{skill}}',
  },
  skillPicker: {
    add: 'Add',
    otherSkill: 'Other skill',
    addedSkillToYourSkills: 'Added "{{skill}}" to your skills',
    duplicate: 'This skill is already added',
    nameRequired: 'Please enter a skill name',
  },
  skillsSection: {
    none: 'No skills yet.',
  },
  names: {
    Barista: 'Barista',
    Bediening: 'Table service',
    Kok: 'Cook',
    Bartender: 'Bartender',
    'Gastheer/vrouw': 'Host/hostess',
    Kassamedewerker: 'Cashier',
    Verkoop: 'Sales',
    Magazijn: 'Warehouse',
    Bezorging: 'Delivery',
    Schoonmaak: 'Cleaning',
    Administratie: 'Administration',
    Klantenservice: 'Customer service',
  },
  areas: {
    Horeca: 'Hospitality',
    Retail: 'Retail',
    Logistiek: 'Logistics',
    Diensten: 'Services',
    Kantoor: 'Office',
  },
};
