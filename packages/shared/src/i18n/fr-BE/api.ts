import type { CatalogueOf } from '../locales';
import type { api as dutch } from '../nl-BE/api';

/** Messages of the API (fr-BE) that clients show to users, by module. */
export const api: CatalogueOf<typeof dutch> = {
  accounts: {
    accountNotFound: 'Compte introuvable.',
    youMayOnlyManageYour: 'Tu ne peux gérer que ton propre compte.',
    accountNameExists: 'Ce nom de compte est déjà pris.',
    accountEmailExists: 'Cette adresse e-mail a déjà un compte.',
  },
  admin: {
    unknownCompany: 'Établissement inconnu',
    adminAccessRequired: 'Seul un administrateur peut faire ceci.',
  },
  applications: {
    onlyWorkersApply: 'Seuls les jobbeurs peuvent postuler.',
    jobIsFilled: 'Toutes les places de ce job sont pourvues.',
    theEmployer: "L'employeur",
    useridOrJobidOneOf: 'Indique un jobbeur (userID) ou un job (jobID).',
    alreadyDecided: 'Cette candidature a déjà reçu une réponse ou a été retirée. Recharge la page.',
    youCanOnlyWithdrawYour: 'Tu ne peux retirer que ta propre candidature.',
    applicationNotFound: 'Candidature introuvable.',
    onlyTheBusinessThatPosted: "Seul l'établissement qui a publié ce job voit les candidatures.",
    jobNotFound: "Ce job n'existe pas.",
    youCanOnlyViewYour: 'Tu ne peux consulter que tes propres candidatures.',
    businessAccountsCannotViewJob: 'Un établissement ne peut pas consulter les candidatures des jobbeurs.',
    youCanOnlyApplyFor: 'Tu ne peux postuler que pour toi-même.',
  },
  alerts: {
    onlyWorkers: 'Seuls les jobbeurs enregistrent des alertes.',
    tooMany: "Tu peux enregistrer {{max}} alertes au maximum. Supprimes-en d'abord une.",
    notFound: 'Alerte introuvable.',
  },
  messages: {
    adminsOnlyRead: 'Les administrateurs peuvent lire les conversations, pas y écrire.',
    businessWritesFirst: "L'établissement commence la conversation ; ensuite, tu peux répondre.",
  },
  push: {
    subscriptionNotFound: "Cet appareil ne reçoit pas de notifications push de ce compte.",
    endpointNotAllowed: 'Les notifications push passent uniquement par le service push de ton navigateur.',
    tooManyDevices:
      "Tu reçois déjà des notifications push sur {{max}} appareils. Désactive-les d'abord sur un autre appareil.",
    endpointTaken: "Cet appareil reçoit déjà les notifications push d'un autre compte.",
  },
  notifications: {
    notFound: 'Notification introuvable.',
    badLink: "Ce lien n'est pas (ou plus) valable. Tu peux toujours régler tes e-mails dans les Paramètres.",
  },
  team: {
    onlyBusinesses: 'Seul un établissement a une équipe.',
    noBusinessProfile: "Crée d'abord un profil d'établissement.",
    onlyYourApplicants: "Tu ne peux ajouter que des jobbeurs qui ont postulé chez ton établissement.",
    notYourJob: "Tu ne peux inviter que pour tes propres jobs.",
    jobNotOpen: "Ce job n'est plus ouvert.",
    onlyTeamMembers: 'Tu ne peux inviter que les membres de ton équipe.',
    noInvitation: "Il n'y a pas d'invitation en attente.",
  },
  calendar: {
    feedName: 'Jobbel',
    pending: 'en attente',
    completed: 'terminé',
    perHour: "{{wage}} de l'heure",
    feedNotFound: "Ce lien d'agenda n'existe pas (ou plus). Crée-en un nouveau dans Mon agenda.",
    noAccountFeed: 'Seuls les jobbeurs et les établissements ont un agenda.',
  },
  shifts: {
    notYourShift: "Ce shift n'est pas le tien.",
    hoursOutsideShift: 'Les heures doivent se situer entre {{from}} et {{until}} : le jour du shift.',
    hiddenReviewer: 'Un jobbeur',
    adminOnlyReads:
      "Un administrateur peut consulter un shift, mais pas agir à la place de l'établissement.",
    onlyTheWorker: 'Seul le jobbeur de ce shift peut faire ceci.',
    onlyTheBusiness: "Seul l'établissement de ce job peut faire ceci.",
    jobIsGone: "Ce job n'existe plus.",
    alreadyChanged: 'Cette candidature a changé entre-temps. Recharge la page.',
    notAccepted: 'Seul un shift accepté le permet.',
    alreadyStarted: "Le shift a déjà commencé : il n'est plus possible de l'annuler.",
    reasonRequired: "Donne au jobbeur une raison pour l'annulation.",
    notStartedYet: "Le shift n'a pas encore commencé.",
    notEndedYet: "Le shift n'est pas encore terminé : confirme tes heures après coup.",
    term: {
      jobStartDateTime: 'début {{before}} → {{after}}',
      jobEndDateTime: 'fin {{before}} → {{after}}',
      jobLocation: 'lieu {{before}} → {{after}}',
      jobWagePerHour: 'salaire {{before}} → {{after}} de l’heure',
    },
    noChangeWaiting: "Aucune modification de ton shift n'attend ta réponse.",
    changeDeclinedReason: 'Le jobbeur a refusé une modification du shift.',
    noShowTooEarly: "Signaler une absence est possible à partir de 30 minutes après le début ({{from}}).",
    noNoShowClaim: "Il n'y a pas de signalement « absent » pour ce shift.",
    noShowContestClosed: 'Les 72 heures pour contester ce signalement sont écoulées.',
    noShowNotContested: 'Tu ne peux confirmer qu’un signalement contesté.',
    noShowUndoClosed:
      "Tu ne peux retirer un signalement que dans les 24 heures, ou lorsqu'il est contesté.",
    noHoursToDecide: "Il n'y a pas d'heures à approuver.",
    noCorrection: "Il n'y a pas de correction de tes heures à accepter ou à contester.",
    hoursContestClosed: 'Les 72 heures pour contester les heures corrigées sont écoulées.',
    noContestedHours: "Il n'y a pas d'heures contestées sur lesquelles trancher.",
    notCompleted: "L'évaluation n'est possible qu'une fois les heures approuvées.",
    ratingWindowClosed: 'Les 14 jours pour évaluer sont écoulés.',
    alreadyRated: 'Tu as déjà évalué ce shift.',
    oneOfUserOrBusiness: "userID ou businessID : l'un des deux est nécessaire.",
  },
  auth: {
    sessionEnded: 'Ta session est terminée. Reconnecte-toi.',
    tooManyLoginAttempts:
      'Trop de tentatives de connexion à ce compte. Réessaie dans {{seconds}} secondes.',
    clientIdAndClientSecret: 'Indique ton adresse e-mail (client_id) et ton mot de passe (client_secret).',
    onlyGrantTypeClientCredentials: 'Seuls grant_type client_credentials ou refresh_token sont possibles.',
    theRequestBodyIsNot: "Ce n'est pas une demande de connexion valable.",
    passwordChanged: 'Mot de passe modifié.',
    loggedOut: 'Déconnecté.',
    currentPasswordIsIncorrect: "Ton mot de passe actuel n'est pas correct.",
    userNotFound: 'Utilisateur introuvable.',
    thisAccountHasNoUser: "Ce compte n'a pas encore de profil.",
    onlyAdministratorsMayResetAnother:
      "Seul un administrateur peut réinitialiser le mot de passe de quelqu'un d'autre.",
    clientAuthenticationFailed: 'La connexion a échoué.',
    invalidEmailOrPassword: 'Adresse e-mail ou mot de passe incorrect.',
    emailNotConfirmed:
      "Ton adresse e-mail n'est pas encore vérifiée. Regarde dans ta boîte de réception et vérifie ton adresse avant de te connecter.",
    tooManyWrongCodesPlease: 'Trop de codes erronés. Demande un nouveau code.',
    thisCodeHasExpiredOr: 'Ce code a expiré ou a déjà été utilisé. Demande un nouveau code.',
    theCodeIsNotCorrect: "Ce code n'est pas correct. Encore {{triesLeft}} essais.",
    resendWait: 'Attends {{waitSeconds}} secondes avant de demander un nouveau code.',
    ifThisEmailIsRegistered: 'Si cette adresse e-mail est enregistrée, un code est en route.',
    emailVerified: 'Adresse e-mail confirmée.',
    verificationCodeSent: 'Code envoyé.',
    tooManyCodesWereSent: "Trop de codes ont été envoyés aujourd'hui. Réessaie plus tard.",
    thisEmailAddressIsAlready: 'Cette adresse e-mail est déjà confirmée.',
    thisEmailDoesNotBelong: "Cette adresse e-mail n'appartient pas à cet utilisateur.",
    registrationRestarted:
      "Cette adresse e-mail n'avait pas encore été confirmée. L'inscription inachevée a été supprimée : inscris-toi à nouveau avec cette adresse.",
  },
  businesses: {
    businessidRequiredThisAccountHas:
      "Ce compte n'a pas de profil d'établissement : indique un établissement (businessID).",
    businessProfileNotFound: "Profil d'établissement introuvable.",
    businessHourDeleted: "Heure d'ouverture supprimée.",
    youCanOnlyChangeThe: 'Tu ne peux modifier que les heures d’ouverture de ton propre établissement.',
    businessHourNotFound: "Heure d'ouverture introuvable.",
    youCanOnlyChangeYour: "Tu ne peux modifier que ton propre profil d'établissement.",
    youCanOnlyUseImages: "Tu ne peux utiliser que des images que tu as toi-même téléchargées.",
    thisAccountAlreadyHasA: "Ce compte a déjà un profil d'établissement.",
    youCanOnlyCreateThe: "Tu ne peux créer que le profil d'établissement de ton propre compte.",
    youDonTHaveA: "Tu n'as pas encore de profil d'établissement. Crées-en un pour publier des jobs.",
    accessDeniedBusinessAccountRequired: 'Seul un établissement peut faire ceci.',
  },
  experience: {
    workExperienceRemoved: 'Expérience professionnelle supprimée.',
    youCanOnlyChangeYour: 'Tu ne peux modifier que ta propre expérience professionnelle.',
    workExperienceNotFound: 'Expérience professionnelle introuvable.',
  },
  health: {
    theDatabaseIsNotReachable: "La base de données n'est pas joignable ou pas accessible en écriture.",
    clockSkew: "L'horloge de ce serveur s'écarte de {{seconds}} s de celle de la base de données.",
    shuttingDown: "Ce serveur s'arrête ; un autre prend le relais.",
    overloaded: 'Ce serveur est momentanément surchargé. Réessaie dans quelques secondes.',
    migrationsPending: {
      one: "La base de données n'est pas à jour : 1 migration en attente (npm run migrate).",
      other: "La base de données n'est pas à jour : {{count}} migrations en attente (npm run migrate).",
    },
    backgroundStuck: "Des tâches d'arrière-plan sont bloquées : {{names}}.",
  },
  engagements: {
    regimeNames: {
      student: 'job étudiant',
      flexi: 'flexi-job',
      extra: 'extra',
      ordinary: 'occupation ordinaire',
    },
    flexiWageBelow:
      "Un flexi-job dans l'horeca paie au moins {{bound}} de l'heure (pécule de vacances compris). Augmente le salaire horaire ou n'ouvre pas le job aux flexi-jobbeurs.",
    flexiWageAbove:
      "Un flexi-job dans l'horeca paie au maximum {{bound}} de l'heure (pécule de vacances compris). Diminue le salaire horaire ou n'ouvre pas le job aux flexi-jobbeurs.",
    regimeNotOffered: "Ce job n'est pas ouvert en tant que {{regime}}.",
    notAStudent:
      "{{name}} n'a pas indiqué dans son profil être étudiant : un contrat d'occupation d'étudiant demande une inscription dans un établissement d'enseignement.",
    studentTooYoung:
      "Un job étudiant n'est permis qu'à partir de {{age}} ans, et {{name}} est plus jeune le jour du shift.",
    flexiNotEligible:
      "Seule une personne qui, au trimestre T-3, travaillait au moins à 4/5 ailleurs ou qui est pensionnée peut faire un flexi-job. {{name}} ne l'a pas déclaré.",
    flexiOtherContract:
      "Pas de flexi-job chez un employeur qui occupe la même personne le même trimestre sous un autre contrat : {{name}} travaille chez vous le {{date}} comme {{regime}}.",
    extraConsecutiveDays:
      "Un extra travaille au maximum {{limit}} jours consécutifs chez le même employeur : ce serait le troisième jour d'affilée.",
    extraWorkerDays:
      "Un extra travaille au maximum {{limit}} jours par année civile, et {{name}} les a déjà atteints cette année.",
    extraEmployerDays:
      "Un employeur occupe des extras au maximum {{limit}} jours par année civile, et vous les avez déjà atteints cette année.",
    studentHoursBeyondDeclared:
      "Ce shift compte {{shift}} heures. Le {{date}}, {{name}} avait encore {{remaining}} heures et a travaillé depuis {{since}} heures via Jobbel. {{beyond}} heures dépassent donc les {{quota}} heures de cette année : pour ces heures, les cotisations sociales ordinaires s'appliquent, pas les réduites.",
    studentHoursBeyondQuota:
      "Ce shift compte {{shift}} heures et {{name}} a déjà travaillé {{used}} heures via Jobbel cette année. {{beyond}} heures dépassent les {{quota}} heures de cette année : pour ces heures, les cotisations sociales ordinaires s'appliquent, pas les réduites.",
    regimeRefused: 'Tu ne peux pas occuper {{name}} ainsi pour ce shift. {{reason}}',
    onlyWorkers: 'Seul un jobbeur a un statut de travail.',
    inszMissing:
      "{{name}} n'a pas encore indiqué son numéro de registre national. Jobbel le lui a demandé.",
    noDimona: "Cette occupation n'a pas de Dimona chez ton établissement.",
    dimonaNotToDeclare: "Cette Dimona est déjà déclarée, ou le shift n'a plus lieu.",
    dimonaNotToCancel:
      "Seule une Dimona déclarée d'un shift qui n'a plus lieu peut être marquée comme annulée.",
  },
  jobs: {
    startInThePast: 'Un job ne peut pas commencer dans le passé. Choisis un début à venir.',
    bookedChange: {
      one: "1 personne est réservée : elle doit accepter la modification. D'ici là, le shift reste tel que convenu.",
      other:
        "{{count}} personnes sont réservées : elles doivent accepter la modification. D'ici là, leur shift reste tel que convenu.",
    },
    youCanOnlyChangeThe: 'Tu ne peux modifier que les jobs de ton propre établissement.',
  },
  skills: {
    skillRemoved: 'Compétence supprimée.',
    youCanOnlyChangeYour: 'Tu ne peux modifier que tes propres compétences.',
    skillNotFound: 'Compétence introuvable.',
    thisSkillIsAlreadyAdded: 'Cette compétence figure déjà dans ta liste.',
  },
  users: {
    youMayOnlyChangeYour: 'Tu ne peux modifier que ton propre profil.',
    onlyAdministratorsMayListAll: 'Seul un administrateur voit tous les utilisateurs.',
    userusernameMustMatchTheAccount: "Le nom d'utilisateur doit être celui du compte.",
    useremailMustMatchTheAccount: "L'adresse e-mail doit être celle du compte.",
    thisAccountAlreadyHasA: 'Ce compte a déjà un profil.',
    youMayOnlyRegisterThe: 'Tu ne peux enregistrer que le profil de ton propre compte.',
  },
  common: {
    thisTokenMayNotBe: "Cette connexion ne donne pas accès à cette demande.",
    pleaseLogInToContinue: 'Connecte-toi pour continuer.',
    yourSessionHasExpiredPlease: 'Ta session a expiré. Reconnecte-toi.',
    noRoute: "{{method}} {{path}} n'existe pas.",
    anUnexpectedServerErrorOccurred: "Une erreur inattendue s'est produite sur le serveur. Réessaie plus tard.",
    partTextMayNotContain: '{{part}} : le texte contient un caractère non valable (NUL).',
    partTooDeep: '{{part}} : {{max}} niveaux de profondeur au maximum.',
    thisImageHasTooMany:
      'Cette image a trop de pixels. Télécharge une photo de 50 mégapixels au maximum.',
    thisFileIsNotA: "Ce fichier n'est pas une image JPEG, PNG, GIF ou WebP.",
    fieldAnImageFileIs: '{{field}} : choisis une image.',
    theUploadCouldNotBe: "Le fichier n'a pas pu être lu. Envoie une seule image en multipart/form-data.",
    fieldnameTextMayNotContain: '{{fieldname}} : le texte contient un caractère non valable (NUL).',
    fieldExpectedTheImageIn: "{{field}} : l'image doit se trouver dans ce champ.",
    fieldSendTheImageAs: "{{field}} : envoie l'image en multipart/form-data.",
    theImageMustBeSmaller: "L'image doit faire moins de 3 Mo.",
    thisImageDoesNotExist: "Cette image n'existe pas.",
    databaseUnavailable:
      "La base de données est momentanément injoignable. Réessaie dans quelques secondes.",
    tooManyRequests: 'Trop de demandes à la suite. Réessaie dans {{seconds}} secondes.',
    invalidValue: "Cette valeur n'est pas valable.",
    metricsToken: 'Les métriques ne sont disponibles qu’avec METRICS_TOKEN comme bearer token.',
    idRequired: 'Indique avec id de quel élément il s’agit.',
    invalidJson: "Le contenu de cette demande n'est pas du JSON valable.",
    payloadTooLarge: 'Cette demande est trop volumineuse.',
    unsupportedMediaType: "Ce type de contenu n'est pas accepté ici : envoie du JSON.",
    badRequest: 'Cette demande ne peut pas recevoir de réponse telle qu’elle est formulée.',
    momentAt: '{{date}} à {{time}}',
  },
};
