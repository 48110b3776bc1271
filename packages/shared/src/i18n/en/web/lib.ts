import type { CatalogueOf } from '../../locales';
import type { lib as dutch } from '../../nl-BE/web/lib';

export const lib: CatalogueOf<typeof dutch> = {
  apiClient: {
    invalidJson: 'Server returned invalid JSON response',
    emptyResponse: 'The server sent an empty response.',
    requestFailed: "That didn't work",
    errorCode: 'Error code: {{id}}',
    aNetworkErrorOccurredWhile: 'A network error occurred while reading the response',
    networkConnectionError: 'Network Connection Error',
    offline: "You're offline: this can only load once you're connected again.",
    serverErrorStatus: 'Server error ({{status}})...',
    anUnexpectedServerErrorOccurred: 'An unexpected server error occurred. Please try again later.',
    yourSessionHasExpiredPlease: 'Your session has expired. Please log in again.',
  },
};
