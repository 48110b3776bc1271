import type { User } from '@jobbel/shared/users/user.schemas';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileSection } from './profile-section';

const user = {
  userID: 7,
  userFirstName: 'Lies',
  userLastName: 'Vermeulen',
  userEmail: 'lies@example.be',
  userUsername: 'lies_v',
  userPhoneNumber: '+32 470 11 22 33',
  userAddressCity: 'Gent',
  userBio: '',
  userNationalRegisterNumber: '98.04.12-123.51',
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
});
