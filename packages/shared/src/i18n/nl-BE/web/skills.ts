export const skills = {
  saving: {
    failedToRemoveSkillUserskillname: 'Failed to remove skill: {{userSkillName}}',
    failedToAddSkillSkill: 'Failed to add skill: {{skill}}',
  },
  skillPicker: {
    add: 'Toevoegen',
    otherSkill: 'Andere vaardigheid',
    addedSkillToYourSkills: 'Added "{{skill}}" to your skills',
    duplicate: 'This skill is already added',
    nameRequired: 'Please enter a skill name',
  },
  skillsSection: {
    none: 'Nog geen vaardigheden.',
  },
  names: {
    Barista: 'Barista',
    Bediening: 'Bediening',
    Kok: 'Kok',
    Bartender: 'Bartender',
    'Gastheer/vrouw': 'Gastheer/vrouw',
    Kassamedewerker: 'Kassamedewerker',
    Verkoop: 'Verkoop',
    Magazijn: 'Magazijn',
    Bezorging: 'Bezorging',
    Schoonmaak: 'Schoonmaak',
    Administratie: 'Administratie',
    Klantenservice: 'Klantenservice',
  },
  areas: {
    Horeca: 'Horeca',
    Retail: 'Retail',
    Logistiek: 'Logistiek',
    Diensten: 'Diensten',
    Kantoor: 'Kantoor',
  },
};
