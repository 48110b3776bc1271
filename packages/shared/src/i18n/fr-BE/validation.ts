import type { CatalogueOf } from '../locales';
import type { validationAtStart as dutch } from '../nl-BE/validation';

/** Validation messages of the shared schemas (fr-BE); schemas carry the key, the boundary translates. */
export const validationAtStart: CatalogueOf<typeof dutch> = {
  skills: {
    pleaseEnterASkillName: 'Indique le nom d’une compétence.',
  },
  jobs: {
    radiusKm: 'Choisis un rayon dans le filtre : plus de 0 km et pas plus loin que le plus grand.',
    direction: 'Trie par ordre croissant (asc) ou décroissant (desc).',
    pageLinkInvalid: 'Cette page suivante appartient à une autre recherche. Recommence la recherche.',
    pageLinkAndOffset: 'Parcours avec after ou avec offset, pas avec les deux.',
    hoursMinAboveMax: "Le nombre minimum d'heures est supérieur au maximum.",
    dateFromAfterDateTo: 'La date de début est postérieure à la date de fin.',
    addressTooLong: "L'adresse fait 150 caractères au maximum.",
    breakMinutes: 'La pause est un nombre de minutes, 600 au maximum.',
    bringTooLong: '500 caractères au maximum.',
    placesBetween: 'Choisis entre 1 et 50 places.',
    titleIsRequired: 'Indique un titre.',
    locationIsRequired: 'Indique un lieu.',
    jobTypeIsRequired: 'Choisis un type de job.',
    startDateAndTimeIsRequired: 'Indique une date et une heure de début.',
    endDateAndTimeIsRequired: 'Indique une date et une heure de fin.',
    endDateMustBeAfterStart: 'La fin doit être postérieure au début.',
    aValidWagePerHourIs: 'Indique un salaire horaire valable.',
    descriptionIsRequired: 'Indique une description.',
    pleaseEnterAValidImageUrl: "Indique une adresse web valable d'une image.",
    totalHoursMustNotBeNegative: "Le nombre d'heures ne peut pas être négatif.",
  },
  businesses: {
    dayOfWeek: 'Choisis un jour de 1 (lundi) à 7 (dimanche).',
    closesAfterOpening: "L'heure de fermeture doit être postérieure à l'heure d'ouverture.",
    openTimeFormat: "Indique une heure d'ouverture au format hh:mm, par exemple 09:30.",
    closeTimeFormat: 'Indique une heure de fermeture au format hh:mm, par exemple 22:00.',
    websiteMustBeHttp: 'Indique une adresse web qui commence par http:// ou https://.',
    categoryFromTheList: "Choisis un type d'établissement dans la liste.",
    countryFromTheList: 'Choisis la Belgique, les Pays-Bas, la France ou l’Allemagne.',
    pleaseCompleteTheRequiredBusinessFields:
      "Complète les champs obligatoires de l'établissement avant de créer ton profil.",
  },
  users: {
    displayNameIsTooLong: 'Le nom est trop long.',
    displayNameIsRequired: 'Indique un nom.',
  },
  password: {
    passwordIsRequired: 'Indique un mot de passe.',
    passwordMustContainAtLeastOne:
      'Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre.',
    currentPasswordIsRequired: 'Indique ton mot de passe actuel.',
    newPasswordIsRequired: 'Indique un nouveau mot de passe.',
    newPasswordMustContainAtLeast:
      'Le nouveau mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre.',
    newPasswordAndConfirmationDoNot: 'Le nouveau mot de passe et sa confirmation ne correspondent pas.',
    newPasswordMustBeDifferentFrom: "Le nouveau mot de passe doit être différent de l'actuel.",
    passwordMustBeAtMost256: 'Un mot de passe fait 256 caractères au maximum.',
    passwordMustBeAtLeast8: 'Le mot de passe doit faire au moins 8 caractères.',
    newPasswordMustBeAtLeast: 'Le nouveau mot de passe doit faire au moins 8 caractères.',
  },
  registration: {
    usernameReserved: "Ce nom d'utilisateur est réservé. Choisis-en un autre.",
    pleaseEnterYourBirthDate: 'Indique ta date de naissance.',
    pleaseEnterAValidYearBetween: "Indique une année valable (entre 1900 et aujourd'hui).",
    nationalRegisterNumberFormat: 'Indique un numéro de registre national valable (format : 00.00.00-000.00)',
    usernameIsRequired: "Indique un nom d'utilisateur.",
    usernameMustBeAtMost50: "Un nom d'utilisateur fait 50 caractères au maximum.",
    usernameCanOnlyContainLettersNumbers:
      "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres et des traits de soulignement.",
    firstNameIsRequired: 'Indique ton prénom.',
    lastNameIsRequired: 'Indique ton nom de famille.',
    pleaseConfirmYourPassword: 'Confirme ton mot de passe.',
    phoneNumberIsRequired: 'Indique ton numéro de GSM.',
    passwordsDoNotMatch: 'Les mots de passe ne correspondent pas.',
    usernameMustBeAtLeast3: "Le nom d'utilisateur doit faire au moins 3 caractères.",
  },
  login: {
    emailIsRequired: 'Indique ton adresse e-mail.',
    verificationCodeIsRequired: 'Indique le code.',
    theCodeContainsDigitsOnly: 'Le code ne contient que des chiffres.',
    theCodeHasAtMost6: 'Le code a 6 chiffres au maximum.',
  },
  email: {
    pleaseEnterAValidEmailAddress: 'Indique une adresse e-mail valable.',
    emailMustBeAtMost254: 'Une adresse e-mail fait 254 caractères au maximum.',
  },
  common: {
    useADateAsYyyyMm: 'Indique une date au format AAAA-MM-JJ.',
    tooLong: 'Ce champ est trop long.',
    positiveWholeNumber: "Ce n'est pas un numéro valable : un nombre entier à partir de 1.",
    dateTime: 'Indique une date et une heure au format AAAA-MM-JJ HH:MM:SS.',
    dateOrDateTime: 'Indique une date au format AAAA-MM-JJ, ou avec l’heure au format AAAA-MM-JJ HH:MM:SS.',
    number: 'Indique un nombre.',
    wholeNumber: 'Indique un nombre entier.',
    notNegative: 'Ceci ne peut pas être négatif.',
    atLeastOne: "C'est au moins 1.",
    notEmpty: 'Remplis ce champ.',
    fromTheList: 'Choisis une valeur dans la liste.',
    browserKey: "Ce n'est pas une clé valable de ton navigateur.",
  },
  applications: {
    businessAccountsCannotApplyForJobs: 'Un compte établissement ne peut pas postuler.',
  },
  experience: {
    companyIsRequired: "Indique le nom de l'établissement.",
    positionIsRequired: 'Indique ta fonction.',
    startDateIsRequiredForWork: 'Indique une date de début pour ton expérience chez {{company}}.',
    endDateIsRequiredForWork: 'Indique une date de fin pour ton expérience chez {{company}}.',
    endDateMustBeAfterStart:
      'La date de fin doit être postérieure au début pour ton expérience chez {{company}}.',
  },
};
