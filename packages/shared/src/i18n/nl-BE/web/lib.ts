export const lib = {
  network: {
    invalidJson: 'Server returned invalid JSON response',
    emptyResponse: 'The server sent an empty response.',
    requestFailed: 'Dat lukte niet',
    errorCode: 'Foutcode: {{id}}',
    readFailed: 'A network error occurred while reading the response',
    connectionErrorTitle: 'Network Connection Error',
    offline: 'Je bent offline: dit kan pas geladen worden als je weer verbinding hebt.',
    serverErrorStatus: 'Server error ({{status}})...',
    serverError: 'An unexpected server error occurred. Please try again later.',
    sessionExpired: 'Your session has expired. Please log in again.',
  },
};
