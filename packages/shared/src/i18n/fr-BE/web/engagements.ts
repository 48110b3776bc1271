import type { CatalogueOf } from '../../locales';
import type { engagements as dutch } from '../../nl-BE/web/engagements';

/** The texts of working legally in Belgium: the employer's details, work status, accepting, Dimona, exports. */
export const engagements: CatalogueOf<typeof dutch> = {
  legal: {
    title: 'Données légales',
    intro:
      'Ce dont tu as besoin pour occuper des gens légalement : la Dimona et les exports pour ton secrétariat social les lisent ici.',
    enterpriseNumber: "Numéro d'entreprise (BCE)",
    enterpriseNumberExample: '0123.456.789',
    enterpriseNumberHint:
      'Comme 0123.456.789. Sans ce numéro, tu peux publier des jobs, mais pas préparer de Dimona.',
    rszNumber: "Numéro d'employeur ONSS (facultatif)",
    jointCommittee: 'Commission paritaire',
    secretariatName: 'Secrétariat social',
    secretariatCustomerNumber: 'Numéro de client auprès du secrétariat',
    dimonaFiler: 'Qui introduit la Dimona ?',
    dimonaFilers: { business: 'Nous-mêmes', secretariat: 'Notre secrétariat social' },
    workplaces: 'Lieux de travail',
    workplacesHint: 'Une Dimona étudiant mentionne où le travail a lieu, avec le code INS de la commune.',
    workplaceAddress: 'Adresse',
    workplaceMunicipality: 'Commune',
    workplaceNisCode: 'Code INS',
    nisCodeHelp: 'Où trouver le code INS ?',
    nisCodeHelpText:
      'Chaque commune belge a un code INS de 5 chiffres (Gand est 44021). Statbel publie la liste : cherche « codes REFNIS » sur statbel.fgov.be, ou demande-le à ton secrétariat social.',
    addWorkplace: 'Ajouter un lieu de travail',
    removeWorkplace: 'Supprimer le lieu de travail {{number}}',
    save: 'Enregistrer',
    saved: 'Tes données légales sont enregistrées.',
    loadFailed: "Tes données légales n'ont pas pu être chargées.",
    missingEnterpriseNumber:
      "Indique ton numéro d'entreprise dans Paramètres › Données légales : la Dimona en a besoin.",
  },
  status: {
    title: 'Statut de travail',
    intro: "Un employeur t'occupe selon ton statut. Ce que tu indiques ici, il le voit quand il t'engage.",
    label: 'Je travaille comme',
    options: {
      student: 'Étudiant',
      flexi: 'Flexi-jobbeur',
      extra: 'Extra (travail occasionnel)',
      none: 'Aucun de ceux-ci',
    },
    school: "École ou établissement d'enseignement",
    proofCheckedOn: "Date de ton attestation d'inscription",
    hoursRemaining: 'Heures restantes selon Student@work',
    hoursRemainingHint: "Regarde sur studentatwork.be combien d'heures il te reste cette année.",
    hoursRemainingOn: 'À quelle date as-tu regardé ?',
    flexiBasis: 'Pourquoi peux-tu faire des flexi-jobs ?',
    flexiBases: {
      four_fifths: 'Il y a trois trimestres, je travaillais au moins à 4/5 chez un autre employeur',
      retired: 'Je suis pensionné',
    },
    flexiDeclaredOn: 'Déclaré le {{date}}',
    save: 'Enregistrer',
    saved: 'Ton statut de travail est enregistré.',
    loadFailed: "Ton statut de travail n'a pas pu être chargé.",
  },
  hours: {
    title: 'Mes heures de travail {{year}}',
    studentTitle: 'Heures étudiant via Jobbel',
    quarter: 'Trimestre',
    approved: 'Approuvées',
    planned: 'Prévues',
    total: '{{hours}} sur {{quota}} heures cette année (chaque heure entamée compte comme une heure entière)',
    declared:
      'Le {{date}}, tu as indiqué {{remaining}} heures restantes ; depuis, {{since}} heures via Jobbel : encore {{left}} heures.',
    noDeclaration: 'Indique tes heures restantes de Student@work, et nous décomptons avec toi.',
    extra: 'Jours comme extra : {{days}} sur {{limit}}',
    flexi: "Salaire flexi cette année : {{earnings}} sur {{ceiling}} exonérés d'impôt (pour information)",
    loadFailed: "Tes heures de travail n'ont pas pu être chargées.",
  },
  accept: {
    title: 'Comment occupes-tu {{name}} ?',
    intro: 'Choisis le statut. Jobbel vérifie ce que la loi permet pour ce shift.',
    loading: 'Vérification des règles…',
    loadFailed: "Les règles n'ont pas pu être vérifiées. Réessaie.",
    notAllowed: 'Pas permis',
    warningsConfirm: "J'ai lu l'avertissement et j'engage quand même {{name}}.",
    confirm: 'Engager comme {{regime}}',
    cancel: 'Annuler',
    inszMissing:
      "{{name}} n'a pas encore indiqué de numéro de registre national ; Jobbel le demande après l'engagement.",
  },
  dimona: {
    todo: 'Dimona à faire',
    todoCount: '{{count}} Dimona à faire',
    empty: 'Aucune Dimona à faire. Les personnes que tu engages apparaissent ici.',
    loadFailed: "La liste des Dimona n'a pas pu être chargée.",
    deadline: 'À déclarer avant {{moment}}',
    declared: 'Déclarée · période {{periodID}}',
    toUpdate:
      "Le shift a été déplacé : adapte la Dimona de la période {{periodID}} auprès de l'ONSS et confirme ci-dessous.",
    cancelNeeded: "Le shift n'a pas lieu : annule la Dimona auprès de l'ONSS",
    cancelled: 'Dimona annulée',
    periodID: "ID de période de l'ONSS",
    markDeclared: 'Déclarée',
    markCancelled: "Annulée auprès de l'ONSS",
    inszMissing: 'Numéro de registre national manquant',
    showInsz: 'Afficher le numéro de registre national',
    inszShown: 'Numéro de registre national : {{insz}}',
    inszRecorded: 'Chaque consultation est enregistrée ; le jobbeur voit qui l’a vu.',
    downloadJson: 'Données Dimona (JSON)',
  },
  exports: {
    title: 'Exports',
    intro:
      'Pour ton secrétariat social ou ton comptable. Le CSV s’ouvre dans Excel avec les réglages belges.',
    from: 'Du',
    to: 'Au',
    performances: 'Prestations (CSV)',
    presence: 'Présences (CSV)',
    costs: 'Estimation des coûts (CSV)',
    costsNote:
      'Une estimation : salaire brut plus cotisations patronales selon les règles du jour, pas une fiche de paie.',
  },
  worker: {
    dimonaDeclared: "Ton employeur t'a déclaré à l'ONSS (Dimona).",
    dimonaPending: "Ton employeur doit encore te déclarer à l'ONSS (Dimona) avant le début.",
    inszNeeded:
      'Ton employeur a besoin de ton numéro de registre national pour la Dimona. Indique-le dans ton profil.',
    regime: 'Comme {{regime}}',
  },
  privacy: {
    title: 'Qui a vu ton numéro de registre national',
    intro: "Seul un employeur qui t'a engagé le voit, et uniquement pour la Dimona ou un export.",
    empty: "Personne pour l'instant.",
    purposes: {
      dimona: 'consulté pour la Dimona',
      dimona_export: 'données Dimona téléchargées',
      performances_export: 'dans un export des prestations',
      contract: 'consulté dans un contrat',
    },
    loadFailed: "La liste n'a pas pu être chargée.",
  },
};
