import type { CatalogueOf } from '../../locales';
import type { businesses as dutch } from '../../nl-BE/web/businesses';

export const businesses: CatalogueOf<typeof dutch> = {
  saveBusinessHours: {
    failedToDeleteBusinessHours: "Impossible de supprimer les heures d'ouverture du {{value1}} : {{value2}}",
    failedToUpdateBusinessHours: "Impossible de modifier les heures d'ouverture du {{value1}} : {{value2}}",
    failedToAddBusinessHours: "Impossible d'ajouter les heures d'ouverture du {{value1}} : {{value2}}",
  },
  businessDetails: {
    keepsBookings: 'Tient ses réservations',
    keptPercent: '{{percent}} %',
    cancelsRarely: 'Annule rarement',
    businessProfileNotFound: "Profil d'établissement introuvable",
    nogGeenBeschrijving: 'Pas encore de description.',
    overOns: 'À propos de nous',
    sollicitatiesOntvangen: 'Candidatures reçues',
    completedShifts: 'Shifts terminés',
    rating: 'Évaluation',
    ratingValue: '★ {{average}} ({{count}})',
    jobsGeplaatst: 'Jobs publiés',
  },
  businessFields: {
    overHetBedrijf: "À propos de l'établissement",
    website: 'Site web',
    btwNummer: 'Numéro de TVA',
    gemeente: 'Commune *',
    postcode: 'Code postal *',
    nummer: 'Numéro',
    straat: 'Rue *',
    categorie: 'Catégorie *',
    bedrijfsnaam: "Nom de l'établissement *",
  },
  businessHeader: {
    lidSindsValue1: ' · Membre depuis {{value1}}',
    logoVanBusinessname: 'Logo de {{businessName}}',
  },
  businessProfileForm: {
    opslaan: 'Enregistrement…',
    failedToUploadCoverImage: "Impossible de télécharger l'image de couverture",
    coverImage: 'Image de couverture',
    coverfoto: 'Photo de couverture',
    failedToUploadBusinessLogo: 'Impossible de télécharger le logo',
    businessLogo: "Logo de l'établissement",
    logo: 'Logo',
    jeHebtNogGeenBedrijfsprofiel:
      "Tu n'as pas encore de profil d'établissement. Remplis les données et enregistre pour le créer.",
    newBusinessProfile: "Nouveau profil d'établissement",
    failedToUpdateBusinessProfile: "Impossible de mettre à jour le profil de l'établissement",
    businessProfileUpdatedSuccessfully: "Profil de l'établissement mis à jour !",
    businessProfileCreatedSuccessfully: "Profil de l'établissement créé !",
    businessHoursUpdatedSuccessfully: "Heures d'ouverture mises à jour !",
    failedToUpdateBusinessHours: "Impossible de mettre à jour les heures d'ouverture. Réessaie.",
  },
  hoursEditor: {
    tijdslot: '+ Plage horaire',
    tijdslotToevoegenOpDayname: 'Ajouter une plage horaire le {{dayName}}',
    verwijderTijdslotDaynameOpentime: 'Supprimer la plage horaire {{dayName}} {{openTime}}',
  },
  imagePicker: {
    uploaden: 'Téléchargement…',
    subjectFileSizeMustBe:
      '{{subject}} : le fichier doit faire moins de 3 Mo. Choisis une image plus petite.',
  },
};
