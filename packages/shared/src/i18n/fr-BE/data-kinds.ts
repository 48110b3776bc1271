import type { CatalogueOf } from '../locales';
import type { dataKinds as dutch } from '../nl-BE/data-kinds';

/** Each kind of personal data Jobbel keeps (fr-BE). */
export const dataKinds: CatalogueOf<typeof dutch> = {
  account: {
    what: 'ton compte : nom, adresse e-mail, type de compte et date de création.',
    why: 'pour te connecter et te joindre (contrat).',
    kept: 'jusqu’à la suppression de ton compte.',
  },
  profile: {
    what: 'ton profil : nom, coordonnées, adresse, date de naissance, numéro de registre national, bio et langue.',
    why: "pour te présenter aux établissements, et parce qu'un employeur a besoin de ton adresse, ta date de naissance et ton numéro de registre national pour ton contrat et ta Dimona (obligation légale de l'employeur).",
    kept: "jusqu'à la suppression de ton compte ; ton numéro de registre national encore cinq ans chez un employeur qui t'a engagé, chiffré.",
  },
  workStatus: {
    what: 'ton statut : étudiant, flexi-job ou extra, avec ce que tu en as déclaré.',
    why: "pour t'engager sous le régime que la loi permet (obligation légale de l'employeur).",
    kept: "jusqu'à ce que tu le modifies ou supprimes ton compte.",
  },
  skills: {
    what: 'tes compétences.',
    why: 'pour te proposer des jobs adaptés (contrat).',
    kept: "jusqu'à ce que tu les effaces ou supprimes ton compte.",
  },
  experience: {
    what: 'ton expérience professionnelle.',
    why: 'pour te présenter aux établissements (contrat).',
    kept: "jusqu'à ce que tu l'effaces ou supprimes ton compte.",
  },
  settings: {
    what: 'tes réglages de notifications et de confidentialité.',
    why: 'pour respecter tes choix (contrat).',
    kept: "jusqu'à la suppression de ton compte.",
  },
  applications: {
    what: 'tes candidatures et services : statut, heures et salaire convenus, heures prestées et approuvées, Dimona.',
    why: "pour te permettre de postuler et travailler, et parce qu'un employeur doit tenir les heures et le salaire (contrat, obligation légale).",
    kept: "les candidatures jusqu'à la suppression de ton compte ; les services réservés cinq ans après le service, chez cet employeur seul.",
  },
  checkIns: {
    what: "tes pointages d'arrivée et de départ.",
    why: 'pour des heures exactes et enregistrer les prestations comme la loi le demande (obligation légale).',
    kept: 'cinq ans après le service, chez cet employeur seul.',
  },
  ratings: {
    what: 'les évaluations de tes services, données et reçues.',
    why: 'pour rendre la fiabilité visible des deux côtés (intérêt légitime).',
    kept: 'comme chiffre sans nom même après la suppression de ton compte ; tes commentaires sont effacés.',
  },
  messages: {
    what: 'les messages de tes conversations, envoyés et reçus.',
    why: 'pour te permettre de parler avec les établissements (contrat).',
    kept: "jusqu'à la suppression de ton compte ; le texte de tes messages est alors effacé.",
  },
  alerts: {
    what: "tes alertes d'emploi et les jobs qu'elles ont trouvés.",
    why: 'pour te signaler les nouveaux jobs demandés (consentement).',
    kept: "jusqu'à ce que tu les effaces ou supprimes ton compte.",
  },
  notifications: {
    what: 'les notifications reçues dans Jobbel.',
    why: 'pour te tenir informé de tes services (contrat).',
    kept: "jusqu'à la suppression de ton compte.",
  },
  pushDevices: {
    what: 'les appareils où tu as autorisé les notifications push (sans leurs clés).',
    why: 'pour envoyer des notifications sur ton appareil (consentement).',
    kept: "jusqu'à ce que tu les désactives ou supprimes ton compte.",
  },
  inszDisclosures: {
    what: 'quand un employeur a vu ou exporté ton numéro de registre national.',
    why: "pour te montrer qui l'a utilisé (intérêt légitime).",
    kept: "jusqu'à la suppression de ton compte.",
  },
  signIns: {
    what: "quand tu t'es connecté et déconnecté.",
    why: 'pour sécuriser ton compte (intérêt légitime).',
    kept: "jusqu'à la suppression de ton compte.",
  },
  contracts: {
    what: 'tes contrats, avec chaque version et chaque signature.',
    why: 'parce que la loi exige un contrat écrit avant le service (obligation légale).',
    kept: 'cinq ans après la fin du contrat, chez cet employeur, même si ton compte est supprimé.',
  },
  team: {
    what: "les équipes d'établissements dont tu fais partie.",
    why: 'pour que les établissements puissent te réserver à nouveau (contrat).',
    kept: "jusqu'à ce que l'établissement te retire ou que ton compte soit supprimé.",
  },
  calendarFeed: {
    what: "si tu partages ton agenda avec une application d'agenda (sans le lien secret).",
    why: 'pour afficher tes services dans ton agenda (consentement).',
    kept: "jusqu'à ce que tu l'arrêtes ou supprimes ton compte.",
  },
  files: {
    what: 'les fichiers que tu as envoyés.',
    why: 'pour montrer ton profil et ton établissement (contrat).',
    kept: "jusqu'à ce que tu les remplaces ou supprimes ton compte.",
  },
  business: {
    what: "ton établissement : profil et heures d'ouverture.",
    why: 'pour présenter ton établissement aux travailleurs (contrat).',
    kept: "jusqu'à la suppression de ton compte.",
  },
  jobs: {
    what: 'tes jobs.',
    why: 'pour les proposer (contrat).',
    kept: "jusqu'à ce que tu les effaces ; les services réservés cinq ans après le service.",
  },
  applicants: {
    what: 'les candidatures à tes jobs, avec le nom de qui a postulé.',
    why: "pour te permettre de choisir et tenir l'occupation (contrat, obligation légale).",
    kept: 'cinq ans après le service pour qui tu as engagé ; les autres jusqu’à la suppression de leur compte.',
  },
  legal: {
    what: 'tes données légales et lieux de travail.',
    why: 'pour la Dimona, les exports et les contrats (obligation légale).',
    kept: "jusqu'à la suppression de ton compte, et cinq ans avec les contrats.",
  },
};
