import type { CatalogueOf } from '../../locales';
import type { businesses as dutch } from '../../nl-BE/web/businesses';

export const businesses: CatalogueOf<typeof dutch> = {
  saveBusinessHours: {
    failedToDeleteBusinessHours: 'Failed to delete business hours for {{value1}}: {{value2}}',
    failedToUpdateBusinessHours: 'Failed to update business hours for {{value1}}: {{value2}}',
    failedToAddBusinessHours: 'Failed to add business hours for {{value1}}: {{value2}}',
  },
  businessDetails: {
    keepsBookings: 'Keeps bookings',
    keptPercent: '{{percent}}%',
    cancelsRarely: 'Rarely cancels',
    businessProfileNotFound: 'Business profile not found',
    nogGeenBeschrijving: 'No description yet.',
    overOns: 'About us',
    sollicitatiesOntvangen: 'Applications received',
    completedShifts: 'Completed shifts',
    rating: 'Rating',
    ratingValue: '★ {{average}} ({{count}})',
    jobsGeplaatst: 'Jobs posted',
  },
  businessFields: {
    overHetBedrijf: 'About the business',
    website: 'Website',
    btwNummer: 'VAT number',
    gemeente: 'Town *',
    postcode: 'Postcode *',
    nummer: 'Number',
    straat: 'Street *',
    categorie: 'Category *',
    bedrijfsnaam: 'Business name *',
  },
  businessHeader: {
    lidSindsValue1: ' · Member since {{value1}}',
    logoVanBusinessname: 'Logo of {{businessName}}',
  },
  businessProfileForm: {
    opslaan: 'Saving...',
    failedToUploadCoverImage: 'Failed to upload cover image',
    coverImage: 'Cover image',
    coverfoto: 'Cover photo',
    failedToUploadBusinessLogo: 'Failed to upload business logo',
    businessLogo: 'Business logo',
    logo: 'Logo',
    jeHebtNogGeenBedrijfsprofiel:
      "You don't have a business profile yet. Fill in the details and save to create it.",
    newBusinessProfile: 'New Business Profile',
    failedToUpdateBusinessProfile: 'Failed to update business profile',
    businessProfileUpdatedSuccessfully: 'Business profile updated successfully!',
    businessProfileCreatedSuccessfully: 'Business profile created successfully!',
    businessHoursUpdatedSuccessfully: 'Business hours updated successfully!',
    failedToUpdateBusinessHours: 'Failed to update business hours. Please try again.',
  },
  hoursEditor: {
    tijdslot: '+ Time slot',
    tijdslotToevoegenOpDayname: 'Add a time slot on {{dayName}}',
    verwijderTijdslotDaynameOpentime: 'Remove time slot {{dayName}} {{openTime}}',
  },
  imagePicker: {
    uploaden: 'Uploading...',
    subjectFileSizeMustBe: '{{subject}} file size must be less than 3 MB. Please choose a smaller image.',
  },
};
