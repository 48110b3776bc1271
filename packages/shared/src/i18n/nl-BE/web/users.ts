export const users = {
  profileHeader: {
    nogGeenBio: 'Nog geen bio.',
    belgie: 'België',
    profielfotoWijzigen: 'Profielfoto wijzigen',
    wijzig: 'Wijzig',
    failedToUploadProfilePicture: 'Failed to upload profile picture: {{reason}}',
    profilePictureUpdated: 'Profile picture updated',
    profileImageFileSizeMust: 'Profile image file size must be less than 3MB. Please choose a smaller image.',
  },
  profileStats: {
    userProfileNotFound: 'User Profile Not Found',
    updateProfile: 'Update Profile',
    availability: 'Availability',
    readyForWork: 'Ready for work',
    gewerkteUren: 'Gewerkte uren',
    voltooideJobs: 'Voltooide jobs',
    beoordeling: 'Beoordeling',
    ratingValue: '★ {{average}} ({{count}})',
    reliability: 'Betrouwbaarheid',
  },
};
