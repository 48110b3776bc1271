import type { CatalogueOf } from '../../locales';
import type { contracts as dutch } from '../../nl-BE/web/contracts';

/** Written contracts (fr-BE). */
export const contracts: CatalogueOf<typeof dutch> = {
  momentPattern: "d MMMM yyyy 'à' HH:mm",
  title: 'Contrat',
  shift: '{{title}}, {{start}}',
  intro: {
    worker:
      'Lis ton contrat pour ce service et signe-le. Vous le signez tous les deux avant le début du service.',
    business:
      'Lis le contrat pour ce service et signe-le. Vous le signez tous les deux avant le début du service.',
  },
  loadFailed: "Le contrat n'a pas pu être chargé.",
  missing: {
    title: 'Le contrat ne peut pas encore être établi',
    intro: 'Ces données manquent encore :',
    yours: 'Complète ce qui te concerne :',
    toProfile: 'Vers ton profil',
    toLegal: 'Vers tes données légales',
    theirs: "L'autre partie complète le reste. Le contrat apparaît dès que tout y est.",
  },
  unavailable: 'Pas de contrat dans Jobbel',
  parties: { business: 'Employeur', worker: 'Travailleur' },
  version: 'Version {{version}}',
  replacesSigned:
    'Le service a changé après une signature. Voici la nouvelle version : elle doit être signée à nouveau.',
  signedBy: '{{party}} : signé par {{name}}, {{moment}}',
  notSignedBy: '{{party}} : pas encore signé',
  signedByBoth: 'Signé par les deux parties.',
  sign: {
    title: 'Signer',
    intro:
      "Tape ton nom complet et confirme avec ton mot de passe. Jobbel conserve avec ta signature l'heure, ton compte, ton adresse IP et ton navigateur.",
    name: 'Ton nom complet',
    nameHint: 'Comme sur le contrat : {{name}}',
    businessNameHint: "Le nom de la personne qui signe pour l'établissement",
    password: 'Mot de passe',
    submit: 'Signer le contrat',
    signing: 'Signature en cours…',
    done: 'Tu as signé le contrat.',
    hash: 'Empreinte du texte (SHA-256) : {{hash}}',
  },
  pdf: 'Télécharger le PDF',
  downloadFailed: "Le PDF n'a pas pu être téléchargé.",
  list: {
    title: 'Contrats',
    intro:
      "Chaque contrat d'un mois, au jour du service. Tu les conserves cinq ans après le service ; Jobbel aussi.",
    month: 'Mois',
    regime: "Type d'occupation",
    allRegimes: 'Tous',
    empty: 'Aucun contrat ce mois-ci.',
    zip: 'Tous les PDF en zip',
    signed: 'Signé',
    waitingFor: 'En attente : {{party}}',
    open: 'Ouvrir',
    pdf: 'PDF',
    workerGone: 'compte supprimé',
  },
};
