import type { CatalogueOf } from '../../locales';
import type { messages as dutch } from '../../nl-BE/web/messages';

/** Texts of the conversation per application. */
export const messages: CatalogueOf<typeof dutch> = {
  todo: {
    unread: 'Messages non lus ({{count}}) de {{name}} · {{job}}',
  },
  toggle: {
    open: 'Messages',
    close: 'Fermer les messages',
  },
  thread: {
    title: 'Messages',
    label: 'Ton message',
    send: 'Envoyer',
    emptyBusiness: 'Pas encore de messages.',
    emptyWorker: "Pas encore de messages. Tu pourras répondre dès que l'établissement écrit.",
    failed: "Les messages n'ont pas pu être chargés.",
    moment: "d MMM 'à' HH:mm",
    read: 'lu',
    sent: 'envoyé',
    earlier: 'Messages précédents',
  },
  inbox: {
    title: 'Messages',
    link: 'Messages, {{count}} non lus',
    you: 'Toi :',
    unread: '{{count}} non lus',
    emptyWorker: 'Pas encore de messages. Un établissement où tu as postulé peut t’écrire ici.',
    emptyBusiness: 'Pas encore de messages. Écris à un candidat depuis la fenêtre des candidats d’un job.',
    failed: "Les messages n'ont pas pu être chargés.",
    more: 'Plus de conversations',
  },
};
