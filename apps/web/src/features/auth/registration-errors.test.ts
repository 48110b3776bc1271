import { describe, expect, it } from 'vitest';
import { registrationErrorMessage } from './registration-errors';

describe('registration error mapping (spec 000 §8)', () => {
  it.each([
    [
      'account email exists',
      'Dit e-mailadres is al geregistreerd. Probeer in te loggen of gebruik een ander e-mailadres.',
    ],
    ['account name exists', 'Deze gebruikersnaam is al in gebruik. Kies een andere gebruikersnaam.'],
    ['HTTP error! status: 502', 'Er is een onverwachte serverfout opgetreden. Probeer het later opnieuw.'],
    ['Server returned invalid JSON response', 'Er is een serverfout opgetreden. Probeer het later opnieuw.'],
    ['Failed to create user: missing userID', 'Failed to create user: missing userID'],
  ])('%s', (message, expected) => {
    expect(registrationErrorMessage(new Error(message))).toBe(expected);
  });

  it('falls back to a generic Dutch message', () => {
    expect(registrationErrorMessage(new Error(''))).toBe('Registratie mislukt. Probeer het opnieuw.');
    expect(registrationErrorMessage('boom')).toBe('Registratie mislukt. Probeer het opnieuw.');
  });
});
