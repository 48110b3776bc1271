import type { User } from '@jobbel/shared/users/user.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderAlone, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileSection } from './profile-section';

const render = (ui: React.ReactNode) =>
  renderAlone(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

const user = {
  userID: 7,
  userFirstName: 'Lies',
  userLastName: 'Vermeulen',
  userEmail: 'lies@example.be',
  userUsername: 'lies_v',
  userPhoneNumber: '+32 470 11 22 33',
  userAddressCity: 'Gent',
  userBio: '',
  // as /api/me gives it: masked until she shows it with her password
  userNationalRegisterNumber: '98.04.12-***.**',
} as User;

describe('settings profile form (spec 001 §5)', () => {
  it('refuses an empty first name with the registration message and saves nothing', async () => {
    const onSave = vi.fn(async () => {});
    render(<ProfileSection user={user} onSave={onSave} />);
    await userEvent.clear(screen.getByLabelText('Voornaam'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Vul je voornaam in.')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends only the changed fields, leaving an emptied phone number as it was', async () => {
    const onSave = vi.fn(async () => {});
    render(<ProfileSection user={user} onSave={onSave} />);
    await userEvent.clear(screen.getByLabelText('Telefoon'));
    await userEvent.clear(screen.getByLabelText('Woonplaats'));
    await userEvent.type(screen.getByLabelText('Woonplaats'), 'Brugge');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    // a save from this (possibly older) screen never sends back fields it did not change
    expect(onSave).toHaveBeenCalledWith({ userAddressCity: 'Brugge' });
  });

  it('shows the stored national register number masked, and an empty field to replace it', async () => {
    render(<ProfileSection user={user} onSave={vi.fn(async () => {})} />);
    expect(screen.getByTestId('stored-insz')).toHaveTextContent('Opgeslagen: 98.04.12-***.**');
    expect(screen.getByLabelText('Nieuw rijksregisternummer')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Tonen' }));
    expect(screen.getByLabelText('Je wachtwoord, om het te tonen')).toBeVisible();
  });
});
