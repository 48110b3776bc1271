export const users = {
  profileHeader: {
    noBio: 'Nog geen bio.',
    defaultCountry: 'België',
    changePhoto: 'Profielfoto wijzigen',
    change: 'Wijzig',
    photoUploadFailed: 'Failed to upload profile picture: {{reason}}',
    photoUpdated: 'Profile picture updated',
    imageTooLarge: 'Profile image file size must be less than 3MB. Please choose a smaller image.',
  },
  profileStats: {
    userProfileNotFound: 'User Profile Not Found',
    updateProfile: 'Update Profile',
    availability: 'Availability',
    readyForWork: 'Ready for work',
    hoursWorked: 'Gewerkte uren',
    completedJobs: 'Voltooide jobs',
    rating: 'Beoordeling',
    ratingValue: '★ {{average}} ({{count}})',
    reliability: 'Betrouwbaarheid',
  },
};
