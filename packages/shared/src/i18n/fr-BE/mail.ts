import type { CatalogueOf } from '../locales';
import type { mail as dutch } from '../nl-BE/mail';

/** Mails (fr-BE): subject and sentences; the layout adds greeting and signature. */
export const mail: CatalogueOf<typeof dutch> = {
  layout: {
    greeting: 'Bonjour {{firstName}},',
    signature: 'À bientôt,',
    team: "L'équipe {{product}}",
  },
  codes: {
    yourCode: 'Ton code : {{code}}',
    validity: "Le code est valable 10 minutes. Tu n'as rien demandé ? Tu peux simplement ignorer cet e-mail.",
  },
  verification: {
    subject: 'Confirme ton adresse e-mail pour {{product}}',
    intro: 'Bienvenue sur {{product}} ! Saisis ce code pour confirmer ton adresse e-mail.',
  },
  passwordReset: {
    subject: 'Réinitialise ton mot de passe {{product}}',
    intro:
      'Tu as demandé à réinitialiser ton mot de passe. Saisis ce code et choisis un nouveau mot de passe.',
  },
  applicationAccepted: {
    subject: 'Bonne nouvelle : tu es engagé pour {{title}}',
    body: '{{company}} a accepté ta candidature pour « {{title}} ». Tu trouveras les détails dans Mes candidatures.',
  },
  applicationRejected: {
    subject: 'Ta candidature pour {{title}}',
    body: "{{company}} a choisi quelqu'un d'autre pour « {{title}} ». Beaucoup d'autres jobs t'attendent.",
  },
  jobCancelled: {
    subject: "Ton shift pour {{title}} n'a pas lieu",
    body: '{{company}} a supprimé le job « {{title}} » ({{start}}). Ta candidature est maintenant annulée et le shift a été retiré de ton agenda.',
  },
  shiftCancelledByBusiness: {
    subject: 'Ton shift pour {{title}} est annulé',
    body: '{{company}} a annulé ton shift « {{title}} » ({{start}}). Raison : {{reason}}',
  },
  shiftCancelledByWorker: {
    subject: '{{worker}} a annulé le shift pour {{title}}',
    body: '{{worker}} ne viendra pas travailler pour « {{title}} » ({{start}}). La place est à nouveau libre pour d’autres jobbeurs.',
  },
  noShowClaimed: {
    subject: "{{company}} signale que tu ne t'es pas présenté",
    body: "{{company}} t'a signalé absent pour « {{title}} » ({{start}}). Ce n'est pas correct, par exemple parce que tu étais bien là ou que l'heure avait changé ? Conteste-le dans les 72 heures dans Mes candidatures.",
  },
  noShowContested: {
    subject: "{{worker}} conteste l'absence pour {{title}}",
    body: '{{worker}} affirme que le signalement « absent » pour « {{title}} » ({{start}}) est incorrect : {{reason}} Confirme ou retire le signalement dans ton tableau de bord. Jusque-là, il ne compte pas.',
  },
  noShowWithdrawn: {
    subject: "{{company}} a retiré le signalement d'absence",
    body: '{{company}} a retiré le signalement « absent » pour « {{title}} » ({{start}}). Il ne compte pas ; confirme maintenant tes heures prestées dans Mes candidatures.',
  },
  noShowConfirmed: {
    subject: "{{company}} maintient l'absence pour {{title}}",
    body: '{{company}} a lu ton objection et maintient le signalement « absent » pour « {{title}} » ({{start}}). Il compte dans ta fiabilité.',
  },
  shiftCancelledByWorkerWithReason: {
    subject: '{{worker}} a annulé le shift pour {{title}}',
    body: '{{worker}} ne viendra pas travailler pour « {{title}} » ({{start}}). Raison : {{reason}} La place est à nouveau libre pour d’autres jobbeurs.',
  },
  invitationAccepted: {
    subject: '{{worker}} vient travailler : {{title}}',
    body: '{{worker}} a accepté ton invitation pour « {{title}} » ({{start}}). Le shift est réservé.',
  },
  invitationDeclined: {
    subject: '{{worker}} ne peut pas pour {{title}}',
    body: "{{worker}} a refusé ton invitation pour « {{title}} » ({{start}}). Invite quelqu'un d'autre ou attends les candidatures.",
  },
  shiftChangeProposed: {
    subject: '{{company}} veut modifier ton shift {{title}}',
    body: "{{company}} veut modifier ton shift réservé « {{title}} » : {{changes}}. Tant que tu n'acceptes pas la modification, ton shift reste tel que convenu. Accepte ou refuse dans Mes candidatures ; un refus annule le shift sans compter contre toi.",
  },
  shiftUpdated: {
    subject: '{{company}} a mis à jour {{title}}',
    body: '{{company}} a mis à jour la description de ton shift « {{title}} » ({{start}}). Tes heures, ton lieu et ton salaire restent tels que convenus.',
  },
  shiftChangeAccepted: {
    subject: '{{worker}} accepte la modification de {{title}}',
    body: '{{worker}} a accepté la modification de « {{title}} » : le shift est réservé aux nouvelles conditions.',
  },
  shiftChangeDeclined: {
    subject: '{{worker}} refuse la modification de {{title}}',
    body: '{{worker}} a refusé la modification de « {{title}} » : le shift est annulé et la place est à nouveau libre.',
  },
  shiftReminder: {
    subject: 'Demain : {{title}} chez {{company}}',
    body: 'Un rappel : ton shift « {{title}} » chez {{company}} commence {{start}}. Tu ne peux finalement pas ? Annule le plus vite possible dans Mes candidatures.',
  },
  hoursToConfirm: {
    subject: 'Confirme tes heures pour {{title}}',
    body: 'Ton shift « {{title}} » chez {{company}} ({{start}}) est terminé. Confirme dans Mes candidatures combien de temps tu as travaillé, pour que {{company}} puisse approuver tes heures.',
  },
  hoursSubmitted: {
    subject: '{{worker}} a confirmé les heures pour {{title}}',
    body: '{{worker}} a travaillé {{hours}} heures pour « {{title}} » ({{start}}). Approuve ou corrige les heures dans ton tableau de bord ; après 72 heures, elles sont approuvées automatiquement.',
  },
  hoursSubmittedFarFromPlan: {
    subject: '{{worker}} a confirmé les heures pour {{title}} : vérifie-les',
    body: "Selon {{worker}}, {{hours}} heures ont été prestées pour « {{title}} » ({{start}}). C'est plus d'un quart d'écart avec les heures prévues, elles ne seront donc pas approuvées automatiquement : approuve-les ou corrige-les dans ton tableau de bord.",
  },
  inszNeeded: {
    subject: '{{company}} a besoin de ton numéro de registre national',
    body: "Tu es réservé pour « {{title}} ». Pour déclarer ton travail à l'ONSS (la Dimona), {{company}} a besoin de ton numéro de registre national, ou de ton numéro BIS si tu n'es pas belge. Indique-le dans ton profil. Seul un employeur qui te réserve le voit, et tes paramètres de confidentialité montrent qui l'a vu et quand.",
  },
  unsignedStudentContract: {
    subject: 'Contrat d’étudiant pour « {{title}} » pas encore signé',
    body: 'Le service « {{title}} » commence {{start}}. Un étudiant ne peut travailler qu’avec un contrat d’étudiant signé par vous deux avant le début. Lis et signe le contrat dans Jobbel.',
  },
  contractSigned: {
    subject: '{{signer}} a signé le contrat pour « {{title}} »',
    body: '{{signer}} a signé le contrat pour « {{title}} » ({{start}}). Lis-le et signe à ton tour pour le finaliser.',
  },
  dataExportReady: {
    subject: 'Tes données sont prêtes',
    body: "L'export de tes données est prêt. Télécharge-le dans Jobbel sous Réglages › Confidentialité, jusqu'au {{expires}} ; ensuite il est effacé.",
  },
  workerLeaves: {
    subject: '{{worker}} supprime son compte',
    body: '{{worker}} a demandé la suppression de son compte Jobbel, le {{due}}. Le service « {{title}} » {{start}} reste réservé ; prends contact pour savoir s’il a bien lieu.',
  },
  businessLeaves: {
    subject: '{{business}} ferme le job « {{title}} »',
    body: "{{business}} supprime son compte Jobbel. Le job « {{title}} » ({{start}}) n'accepte plus de candidatures, et la tienne est annulée. N'hésite pas à chercher un autre service.",
  },
  checkedByHand: {
    subject: '{{business}} a enregistré ton {{kind}} à la main',
    body: '{{business}} a noté pour « {{title}} » ton {{kind}} à {{time}}, à la main. Raison : {{reason}}. Ce n’est pas juste ? Envoie un message à l’établissement avant de soumettre tes heures.',
  },
  checkKinds: { in: 'arrivée', out: 'départ' },
  checkInReminder: {
    subject: 'Pointe bientôt ton arrivée pour « {{title}} »',
    body: 'Ton shift chez {{business}} commence {{start}}. À ton arrivée, scanne le code sur l’écran de l’établissement ou tape les 6 chiffres affichés dessous : tes heures seront justes tout de suite.',
  },
  noCheckIn: {
    subject: "{{worker}} n'a pas encore pointé",
    body: "{{worker}} devait commencer {{start}} « {{title}} » et n'a pas encore pointé. Si {{worker}} n'est pas là, signale une absence ; si {{worker}} est là, pointe à la main. Ou attends encore un peu.",
  },
  dimonaDueSoon: {
    subject: 'Dimona pour {{worker}} pas encore déclarée',
    body: "{{worker}} commence {{start}} « {{title}} » en tant que {{regime}}. La Dimona doit parvenir à l'ONSS avant le début. Déclare-la et indique l'ID de période dans ton tableau de bord, sous Dimona à faire.",
  },
  dimonaDueNow: {
    subject: 'Le shift de {{worker}} commence : la Dimona manque encore',
    body: "{{worker}} commence maintenant « {{title}} » ({{start}}) et la Dimona n'est pas encore indiquée comme déclarée. Travailler sans Dimona n'est pas permis : déclare-la tout de suite et indique l'ID de période dans ton tableau de bord.",
  },
  hoursAutoApproveSoon: {
    subject: 'Demain, les heures de {{worker}} seront approuvées automatiquement',
    body: 'Les heures que {{worker}} a confirmées pour « {{title}} » ({{start}}), {{hours}} heures, seront approuvées automatiquement dans les 24 heures. Elles ne sont pas correctes ? Corrige-les maintenant dans ton tableau de bord.',
  },
  hoursContested: {
    subject: '{{worker}} conteste les heures corrigées pour {{title}}',
    body: "{{worker}} n'est pas d'accord avec les heures corrigées pour « {{title}} » ({{start}}) : {{comment}} Décide dans ton tableau de bord : ta correction ou ses heures. Cette décision est définitive.",
  },
  hoursSettled: {
    subject: 'Les heures pour {{title}} sont fixées',
    body: '{{company}} a tranché ton objection : tes heures pour « {{title}} » sont de {{hours}} heures. C’est définitif.',
  },
  hoursApproved: {
    subject: 'Tes heures pour {{title}} sont approuvées',
    body: 'Tes heures pour « {{title}} » chez {{company}} sont approuvées : {{hours}} heures. Donne maintenant aussi une évaluation à {{company}}, tu as 14 jours.',
  },
  hoursCorrected: {
    subject: 'Tes heures pour {{title}} ont été corrigées',
    body: '{{company}} a corrigé tes heures pour « {{title}} » à {{hours}} heures. Remarque : {{comment}} Donne maintenant aussi une évaluation à {{company}}, tu as 14 jours.',
  },
  ratingOpen: {
    subject: 'Évalue {{worker}} pour {{title}}',
    body: "Les heures de {{worker}} pour « {{title}} » ({{start}}) sont approuvées. Donne une évaluation dans l'aperçu des candidats du job, tu as 14 jours.",
  },
  teamInvitation: {
    subject: "{{company}} t'invite : {{title}}",
    body: "{{company}} aimerait compter à nouveau sur toi et t'invite pour « {{title}} » ({{start}}). Tu peux accepter en un clic dans Mes candidatures.",
  },
  unsubscribe: {
    email: "Plus d'e-mails sur tes candidatures et tes shifts ? Désactive-les en un clic :",
    jobAlerts: "Plus d'alertes jobs par e-mail ? Désactive-les en un clic :",
    messages: "Plus d'e-mails sur les nouveaux messages ? Désactive-les en un clic :",
    link: 'Se désabonner',
    done: 'Tu ne recevras plus ces e-mails. Tu peux toujours les réactiver dans les Paramètres de Jobbel.',
  },
  newApplicant: {
    subject: 'Nouveau candidat pour {{title}}',
    body: '{{worker}} a postulé pour « {{title}} » ({{start}}). Consulte la candidature dans ton tableau de bord.',
  },
  newMessage: {
    subject: 'Nouveau message à propos de {{title}}',
    body: '{{from}} a écrit : « {{excerpt}} »',
  },
  jobAlert: {
    subject: 'Nouveau job pour ton alerte « {{alert}} » : {{title}}',
    body: '{{company}} cherche quelqu’un pour « {{title}} » à {{location}}, {{start}}.',
  },
  alertDigest: {
    subject: {
      one: 'Tes alertes jobs du jour : 1 nouveau job',
      other: 'Tes alertes jobs du jour : {{count}} nouveaux jobs',
    },
    intro: 'Depuis hier, ces jobs correspondant à tes alertes sont apparus :',
    line: '{{title}} — {{location}}, {{start}} : {{link}}',
  },
  actions: {
    noShow: 'Pas venu',
    wait: 'Attendre encore',
  },
  links: {
    privacy: 'Vers tes réglages de confidentialité',
    contract: 'Voir le contrat',
    checkIn: 'Vers le pointage',
    job: 'Voir le job',
    dashboard: 'Vers les jobs',
    myApplications: 'Mes candidatures',
    employerDashboard: 'Vers ton tableau de bord',
    messages: 'Vers tes messages',
    profileSettings: 'Vers ton profil',
  },
};
