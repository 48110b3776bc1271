import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileStepForm } from './profile-step-form';

describe('onboarding step 1 (spec 001 §5)', () => {
  it('needs a display name and sends the trimmed one with the chosen photo', async () => {
    const onSubmit = vi.fn(async () => {});
    render(
      <ProfileStepForm defaultDisplayName="" username="ruben_c" onSubmit={onSubmit} onBack={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Vul een naam in.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Weergavenaam'), '  Ruben Claes ');
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(onSubmit).toHaveBeenCalledWith({ displayName: 'Ruben Claes', photo: null });
  });

  it('warns that a reserved username is taken', async () => {
    render(
      <ProfileStepForm defaultDisplayName="Admin" username="admin" onSubmit={vi.fn()} onBack={() => {}} />,
    );
    expect(
      await screen.findByText('Deze gebruikersnaam is al in gebruik', {}, { timeout: 2000 }),
    ).toBeVisible();
  });
});
