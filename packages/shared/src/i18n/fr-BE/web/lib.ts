import type { CatalogueOf } from '../../locales';
import type { lib as dutch } from '../../nl-BE/web/lib';

export const lib: CatalogueOf<typeof dutch> = {
  network: {
    invalidJson: 'Le serveur a renvoyé une réponse illisible',
    emptyResponse: 'Le serveur a envoyé une réponse vide.',
    requestFailed: "Ça n'a pas marché",
    errorCode: "Code d'erreur : {{id}}",
    readFailed: 'Une erreur de réseau est survenue pendant la lecture de la réponse',
    connectionErrorTitle: 'Erreur de connexion au réseau',
    offline: 'Tu es hors ligne : ceci ne pourra être chargé qu’une fois la connexion revenue.',
    serverErrorStatus: 'Erreur du serveur ({{status}})…',
    serverError: "Une erreur de serveur inattendue s'est produite. Réessaie plus tard.",
    sessionExpired: 'Ta session a expiré. Reconnecte-toi.',
  },
};
