export const lib = {
  apiClient: {
    invalidJson: 'Server returned invalid JSON response',
    emptyResponse: 'The server sent an empty response.',
    requestFailed: 'Dat lukte niet',
    errorCode: 'Foutcode: {{id}}',
    aNetworkErrorOccurredWhile: 'A network error occurred while reading the response',
    networkConnectionError: 'Network Connection Error',
    offline: 'Je bent offline: dit kan pas geladen worden als je weer verbinding hebt.',
    serverErrorStatus: 'Server error ({{status}})...',
    anUnexpectedServerErrorOccurred: 'An unexpected server error occurred. Please try again later.',
    yourSessionHasExpiredPlease: 'Your session has expired. Please log in again.',
  },
};
