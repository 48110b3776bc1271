import type { CatalogueOf } from '../../locales';
import type { users as dutch } from '../../nl-BE/web/users';

export const users: CatalogueOf<typeof dutch> = {
  profileHeader: {
    nogGeenBio: 'No bio yet.',
    belgie: 'Belgium',
    profielfotoWijzigen: 'Change profile photo',
    wijzig: 'Change',
    failedToUploadProfilePicture: 'Failed to upload profile picture: {{reason}}',
    profilePictureUpdated: 'Profile picture updated',
    profileImageFileSizeMust:
      'Profile image file size must be less than 3 MB. Please choose a smaller image.',
  },
  profileStats: {
    userProfileNotFound: 'User Profile Not Found',
    updateProfile: 'Update Profile',
    availability: 'Availability',
    readyForWork: 'Ready for work',
    gewerkteUren: 'Hours worked',
    voltooideJobs: 'Completed jobs',
    beoordeling: 'Rating',
    ratingValue: '★ {{average}} ({{count}})',
    reliability: 'Reliability',
  },
};
