import type { CatalogueOf } from '../../locales';
import type { notifications as dutch } from '../../nl-BE/web/notifications';

/** Texts of the notification bell. */
export const notifications: CatalogueOf<typeof dutch> = {
  bell: {
    label: 'Notifications ({{count}} non lues)',
  },
  panel: {
    title: 'Notifications',
    markAllRead: 'Tout marquer comme lu',
    earlier: 'Notifications précédentes',
    empty: 'Pas encore de notifications.',
    failed: "Tes notifications n'ont pas pu être chargées.",
    unread: 'Non lue :',
    moment: "d MMM 'à' HH:mm",
  },
  push: {
    title: 'Notifications push sur cet appareil',
    explanation:
      "Reçois tes notifications même quand Jobbel est fermé : un nouveau candidat, une décision, un message. Elles suivent ton réglage des notifications dans l'app.",
    turnOn: 'Activer les notifications push',
    turnOff: 'Désactiver les notifications push',
    on: 'Cet appareil reçoit les notifications push.',
    off: 'Cet appareil ne reçoit pas de notifications push.',
    unsupported:
      "Ce navigateur ne peut pas afficher de notifications push. Sur iPhone, c'est possible si tu ajoutes Jobbel à ton écran d'accueil.",
    refused:
      'Ton navigateur bloque les notifications de Jobbel. Autorise-les dans les réglages de ton navigateur.',
    failed: "Ça n'a pas marché. Réessaie.",
  },
};
