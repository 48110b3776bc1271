// spec 000 §8: registration errors, shown in a red box in Dutch
export function registrationErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message === 'account email exists') {
    return 'Dit e-mailadres is al geregistreerd. Probeer in te loggen of gebruik een ander e-mailadres.';
  }
  if (message === 'account name exists') {
    return 'Deze gebruikersnaam is al in gebruik. Kies een andere gebruikersnaam.';
  }
  if (message.startsWith('HTTP error! status:')) {
    return 'Er is een onverwachte serverfout opgetreden. Probeer het later opnieuw.';
  }
  if (message === 'Server returned invalid JSON response') {
    return 'Er is een serverfout opgetreden. Probeer het later opnieuw.';
  }
  return message || 'Registratie mislukt. Probeer het opnieuw.';
}
