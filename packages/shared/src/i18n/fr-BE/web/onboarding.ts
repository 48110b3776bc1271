import type { CatalogueOf } from '../../locales';
import type { onboarding as dutch } from '../../nl-BE/web/onboarding';

export const onboarding: CatalogueOf<typeof dutch> = {
  profileStepForm: {
    photo: 'Photo de profil (facultative)',
    usernameFixed: "Le nom d'utilisateur ne peut pas être modifié",
    displayName: 'Nom affiché',
    intro: 'Dis-nous qui tu es. Tu pourras le modifier plus tard.',
    welcome: 'Bienvenue sur {{product}}',
    saveFailed: "Impossible d'enregistrer les informations du profil. Réessaie.",
    imageTooLarge: "L'image doit faire moins de 3 Mo. Choisis une image plus petite.",
    usernameTaken: "Ce nom d'utilisateur est déjà utilisé",
  },
  interests: {
    school: 'École',
    selfcare: 'Bien-être',
    health: 'Santé',
    creativity: 'Créativité',
    physical: 'Travail physique',
    chores: 'Petits boulots',
    work: 'Travail',
  },
  completeProfile: {
    saveFailed: "Impossible d'enregistrer les informations du profil. Réessaie.",
    saved: 'Informations du profil enregistrées !',
  },
  selectInterests: {
    finish: 'Terminer',
    skip: 'Passer',
    title: "Qu'est-ce qui t'intéresse ?",
  },
};
