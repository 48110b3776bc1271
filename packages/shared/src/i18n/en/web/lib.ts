import type { CatalogueOf } from '../../locales';
import type { lib as dutch } from '../../nl-BE/web/lib';

export const lib: CatalogueOf<typeof dutch> = {
  network: {
    invalidJson: 'Server returned invalid JSON response',
    emptyResponse: 'The server sent an empty response.',
    requestFailed: "That didn't work",
    errorCode: 'Error code: {{id}}',
    readFailed: 'A network error occurred while reading the response',
    connectionErrorTitle: 'Network Connection Error',
    offline: "You're offline: this can only load once you're connected again.",
    serverErrorStatus: 'Server error ({{status}})...',
    serverError: 'An unexpected server error occurred. Please try again later.',
    sessionExpired: 'Your session has expired. Please log in again.',
  },
};
