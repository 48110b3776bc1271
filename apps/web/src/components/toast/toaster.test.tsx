import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from './toast-store';
import { Toaster } from './toaster';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('toasts (spec 000 §2)', () => {
  it('shows title, message and details, closes after 5000 ms with a 300 ms fade', () => {
    render(<Toaster />);
    act(() => {
      showToast({ type: 'success', title: 'Gelukt', message: 'Found 12 jobs', details: 'in Gent' });
    });
    const toast = screen.getByRole('status', { name: '' });
    expect(toast).toHaveTextContent('Gelukt');
    expect(toast).toHaveTextContent('Found 12 jobs');
    expect(toast).toHaveTextContent('in Gent');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Found 12 jobs')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Found 12 jobs').closest('[data-toast-type]')).toHaveClass('opacity-0');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Found 12 jobs')).not.toBeInTheDocument();
  });

  it('honours a custom duration, a toast without auto-close, and the close button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Toaster />);
    act(() => {
      showToast({ type: 'error', title: 'API Error (500)', message: 'kapot', duration: 8000 });
      showToast({ type: 'warning', message: 'blijft staan', duration: 0 });
    });
    expect(screen.getByRole('alert')).toHaveAttribute('data-toast-type', 'error');
    act(() => vi.advanceTimersByTime(7000));
    expect(screen.getByText('kapot')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1300));
    expect(screen.queryByText('kapot')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('blijft staan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('blijft staan')).not.toBeInTheDocument();
  });
});
