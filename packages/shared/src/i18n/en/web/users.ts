import type { CatalogueOf } from '../../locales';
import type { users as dutch } from '../../nl-BE/web/users';

export const users: CatalogueOf<typeof dutch> = {
  profileHeader: {
    noBio: 'No bio yet.',
    defaultCountry: 'Belgium',
    changePhoto: 'Change profile photo',
    change: 'Change',
    photoUploadFailed: 'Failed to upload profile picture: {{reason}}',
    photoUpdated: 'Profile picture updated',
    imageTooLarge: 'Profile image file size must be less than 3 MB. Please choose a smaller image.',
  },
  profileStats: {
    userProfileNotFound: 'User Profile Not Found',
    updateProfile: 'Update Profile',
    availability: 'Availability',
    readyForWork: 'Ready for work',
    hoursWorked: 'Hours worked',
    completedJobs: 'Completed jobs',
    rating: 'Rating',
    ratingValue: '★ {{average}} ({{count}})',
    reliability: 'Reliability',
  },
};
