import type { CatalogueOf } from '../../locales';
import type { users as dutch } from '../../nl-BE/web/users';

export const users: CatalogueOf<typeof dutch> = {
  profileHeader: {
    noBio: 'Pas encore de bio.',
    defaultCountry: 'Belgique',
    changePhoto: 'Changer la photo de profil',
    change: 'Modifier',
    photoUploadFailed: 'Impossible de télécharger la photo de profil : {{reason}}',
    photoUpdated: 'Photo de profil mise à jour',
    imageTooLarge: "L'image doit faire moins de 3 Mo. Choisis une image plus petite.",
  },
  profileStats: {
    userProfileNotFound: 'Profil introuvable',
    updateProfile: 'Mettre à jour le profil',
    availability: 'Disponibilité',
    readyForWork: 'Prêt à travailler',
    hoursWorked: 'Heures prestées',
    completedJobs: 'Jobs terminés',
    rating: 'Évaluation',
    ratingValue: '★ {{average}} ({{count}})',
    reliability: 'Fiabilité',
  },
};
