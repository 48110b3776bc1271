/** Validation messages of the shared schemas (nl-BE); schemas carry the key, the boundary translates. */
export const validation = {
  skills: {
    pleaseEnterASkillName: 'Please enter a skill name',
  },
  jobs: {
    addressTooLong: 'Het adres is hoogstens 150 tekens.',
    breakMinutes: 'De pauze is een aantal minuten, hoogstens 600.',
    bringTooLong: 'Hoogstens 500 tekens.',
    placesBetween: 'Kies tussen 1 en 50 plaatsen.',
    titleIsRequired: 'Title is required',
    locationIsRequired: 'Location is required',
    jobTypeIsRequired: 'Job type is required',
    startDateAndTimeIsRequired: 'Start date and time is required',
    endDateAndTimeIsRequired: 'End date and time is required',
    endDateMustBeAfterStart: 'End date must be after start date',
    aValidWagePerHourIs: 'A valid wage per hour is required',
    descriptionIsRequired: 'Description is required',
    pleaseEnterAValidImageUrl: 'Please enter a valid image URL',
    totalHoursMustNotBeNegative: 'Total hours must not be negative',
  },
  businesses: {
    closesAfterOpening: 'Het sluitingsuur moet na het openingsuur liggen.',
    openTimeFormat: 'Vul een openingsuur in als uu:mm, bijvoorbeeld 09:30.',
    closeTimeFormat: 'Vul een sluitingsuur in als uu:mm, bijvoorbeeld 22:00.',
    websiteMustBeHttp: 'Vul een webadres in dat begint met http:// of https://.',
    categoryFromTheList: 'Kies een soort zaak uit de lijst.',
    countryFromTheList: 'Kies België, Nederland, Frankrijk of Duitsland.',
    pleaseCompleteTheRequiredBusinessFields:
      'Please complete the required business fields before creating your profile.',
  },
  users: {
    displayNameIsTooLong: 'Display name is too long',
    displayNameIsRequired: 'Display name is required',
  },
  password: {
    passwordIsRequired: 'Password is required',
    passwordMustContainAtLeastOne:
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    currentPasswordIsRequired: 'Current password is required',
    newPasswordIsRequired: 'New password is required',
    newPasswordMustContainAtLeast:
      'New password must contain at least one uppercase letter, one lowercase letter, and one number',
    newPasswordAndConfirmationDoNot: 'New password and confirmation do not match',
    newPasswordMustBeDifferentFrom: 'New password must be different from current password',
    passwordMustBeAtMost256: 'Password must be at most 256 characters',
    passwordMustBeAtLeast8: 'Password must be at least 8 characters',
    newPasswordMustBeAtLeast: 'New password must be at least 8 characters long',
  },
  registration: {
    usernameReserved: 'Deze gebruikersnaam is voorbehouden. Kies een andere gebruikersnaam.',
    pleaseEnterYourBirthDate: 'Please enter your birth date.',
    pleaseEnterAValidYearBetween: 'Please enter a valid year (between 1900 and today).',
    voerEenGeldigRijksregisternummerInFormaat:
      'Voer een geldig rijksregisternummer in (formaat: 00.00.00-000.00)',
    usernameIsRequired: 'Username is required',
    usernameMustBeAtMost50: 'Username must be at most 50 characters',
    usernameCanOnlyContainLettersNumbers: 'Username can only contain letters, numbers, and underscores',
    firstNameIsRequired: 'First name is required',
    lastNameIsRequired: 'Last name is required',
    pleaseConfirmYourPassword: 'Please confirm your password',
    phoneNumberIsRequired: 'Phone number is required',
    passwordsDoNotMatch: 'Passwords do not match',
    usernameMustBeAtLeast3: 'Username must be at least 3 characters',
  },
  login: {
    emailIsRequired: 'Email is required',
    verificationCodeIsRequired: 'Verification code is required',
    theCodeContainsDigitsOnly: 'The code contains digits only',
    theCodeHasAtMost6: 'The code has at most 6 digits',
  },
  email: {
    pleaseEnterAValidEmailAddress: 'Please enter a valid email address',
    emailMustBeAtMost254: 'Email must be at most 254 characters',
  },
  common: {
    useADateAsYyyyMm: 'Use a date as YYYY-MM-DD',
    tooLong: 'Dit veld is te lang.',
  },
  applications: {
    businessAccountsCannotApplyForJobs: 'Business accounts cannot apply for jobs',
  },
  experience: {
    companyIsRequired: 'Company is required',
    positionIsRequired: 'Position is required',
    startDateIsRequiredForWork: 'Start date is required for work experience at {{company}}',
    endDateIsRequiredForWork: 'End date is required for work experience at {{company}}',
    endDateMustBeAfterStart: 'End date must be after start date for work experience at {{company}}',
  },
};
