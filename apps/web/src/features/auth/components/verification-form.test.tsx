import { act, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { VerificationForm } from './verification-form';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function renderForm(overrides: Partial<Parameters<typeof VerificationForm>[0]> = {}) {
  const props = {
    email: 'lies@example.be',
    onVerify: vi.fn(async () => {}),
    onResend: vi.fn(async () => {}),
    resendErrorMessage: 'Failed to resend verification code. Please try again.',
    verifyErrorMessage: () => 'Email verification failed. Please check your code and try again.',
    ...overrides,
  };
  render(<VerificationForm {...props} />);
  return props;
}

describe('verification form (spec 000 §4)', () => {
  it('counts the resend button down from 60 s', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Code opnieuw versturen (60s)' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Code opnieuw versturen (59s)' })).toBeDisabled();
    for (let second = 0; second < 59; second += 1)
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    expect(screen.getByRole('button', { name: 'Code opnieuw versturen' })).toBeEnabled();
  });

  it('keeps submit disabled while the code is empty and sends digits only', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const props = renderForm();
    expect(screen.getByRole('button', { name: 'Verifiëren' })).toBeDisabled();
    await user.type(screen.getByLabelText('Verificatiecode'), '04a2178');
    expect(screen.getByLabelText('Verificatiecode')).toHaveValue('042178');
    await user.click(screen.getByRole('button', { name: 'Verifiëren' }));
    await waitFor(() => expect(props.onVerify).toHaveBeenCalledWith('042178'));
  });

  it('shows the failure message and restarts the countdown after a resend', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm({ initialCooldown: 0, onVerify: vi.fn(async () => Promise.reject(new Error('nope'))) });
    await user.click(screen.getByRole('button', { name: 'Code opnieuw versturen' }));
    expect(await screen.findByRole('button', { name: 'Code opnieuw versturen (60s)' })).toBeDisabled();
    await user.type(screen.getByLabelText('Verificatiecode'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verifiëren' }));
    expect(
      await screen.findByText('Email verification failed. Please check your code and try again.'),
    ).toBeInTheDocument();
  });

  it('a failure the server answered carries its code, to quote to whoever runs this Jobbel', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const serverFailure = new ApiError('Er ging iets mis.', 500, 'internal_error', { requestId: 'req-7f3a' });
    renderForm({ onVerify: vi.fn(async () => Promise.reject(serverFailure)) });
    await user.type(screen.getByLabelText('Verificatiecode'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verifiëren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Foutcode: req-7f3a');
  });

  it('a failure without an answer (no connection) has no code', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const offline = new ApiError('Geen verbinding.', 0, 'network_error');
    renderForm({ onVerify: vi.fn(async () => Promise.reject(offline)) });
    await user.type(screen.getByLabelText('Verificatiecode'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verifiëren' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent('Foutcode');
  });

  it('after a failed send, claims no code was sent and lets the visitor ask again at once', async () => {
    const props = renderForm({
      sendFailed: true,
      initialError: 'Failed to send verification code. Please try again.',
    });
    expect(screen.queryByText(/We stuurden een code/)).toBeNull();
    expect(screen.getByText(/Vraag hieronder een code aan/)).toBeTruthy();
    const resend = screen.getByRole('button', { name: 'Code opnieuw versturen' });
    expect(resend).not.toBeDisabled();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(resend);
    await waitFor(() => expect(props.onResend).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.getByText(/We stuurden een code/)).toBeTruthy());
  });
});
