import type { CatalogueOf } from '../../locales';
import type { onboarding as dutch } from '../../nl-BE/web/onboarding';

export const onboarding: CatalogueOf<typeof dutch> = {
  profileStepForm: {
    profielfotoOptioneel: 'Photo de profil (facultative)',
    gebruikersnaamKanNietWordenGewijzigd: "Le nom d'utilisateur ne peut pas être modifié",
    weergavenaam: 'Nom affiché',
    vertelOnsWieJeBent: 'Dis-nous qui tu es. Tu pourras le modifier plus tard.',
    welcome: 'Bienvenue sur {{product}}',
    failedToSaveProfileInformation: "Impossible d'enregistrer les informations du profil. Réessaie.",
    imageFileSizeMustBe: "L'image doit faire moins de 3 Mo. Choisis une image plus petite.",
    dezeGebruikersnaamIsAlIn: "Ce nom d'utilisateur est déjà utilisé",
  },
  interests: {
    school: 'École',
    zelfzorg: 'Bien-être',
    gezondheid: 'Santé',
    creativiteit: 'Créativité',
    fysiekWerk: 'Travail physique',
    klusjes: 'Petits boulots',
    werk: 'Travail',
  },
  completeProfile: {
    failedToSave: "Impossible d'enregistrer les informations du profil. Réessaie.",
    profileInformationSavedSuccessfully: 'Informations du profil enregistrées !',
  },
  selectInterests: {
    voltooien: 'Terminer',
    skip: 'Passer',
    waarBenJeInGeinteresseerd: "Qu'est-ce qui t'intéresse ?",
  },
};
