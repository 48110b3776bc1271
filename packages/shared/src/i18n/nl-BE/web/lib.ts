export const lib = {
  apiClient: {
    invalidJson: 'Server returned invalid JSON response',
    emptyResponse: 'The server sent an empty response.',
    apiErrorStatus: 'API Error ({{status}})',
    aNetworkErrorOccurredWhile: 'A network error occurred while reading the response',
    networkConnectionError: 'Network Connection Error',
    serverErrorStatus: 'Server error ({{status}})...',
    anUnexpectedServerErrorOccurred: 'An unexpected server error occurred. Please try again later.',
    yourSessionHasExpiredPlease: 'Your session has expired. Please log in again.',
  },
};
