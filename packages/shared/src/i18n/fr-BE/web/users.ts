import type { CatalogueOf } from '../../locales';
import type { users as dutch } from '../../nl-BE/web/users';

export const users: CatalogueOf<typeof dutch> = {
  profileHeader: {
    nogGeenBio: 'Pas encore de bio.',
    belgie: 'Belgique',
    profielfotoWijzigen: 'Changer la photo de profil',
    wijzig: 'Modifier',
    failedToUploadProfilePicture: 'Impossible de télécharger la photo de profil : {{reason}}',
    profilePictureUpdated: 'Photo de profil mise à jour',
    profileImageFileSizeMust: "L'image doit faire moins de 3 Mo. Choisis une image plus petite.",
  },
  profileStats: {
    userProfileNotFound: 'Profil introuvable',
    updateProfile: 'Mettre à jour le profil',
    availability: 'Disponibilité',
    readyForWork: 'Prêt à travailler',
    gewerkteUren: 'Heures prestées',
    voltooideJobs: 'Jobs terminés',
    beoordeling: 'Évaluation',
    ratingValue: '★ {{average}} ({{count}})',
    reliability: 'Fiabilité',
  },
};
