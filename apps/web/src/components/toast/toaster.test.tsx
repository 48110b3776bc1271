import { act, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissPageErrors, showToast } from './toast-store';
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
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Found 12 jobs')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Found 12 jobs').closest('[data-toast-type]')).toHaveClass('opacity-0');
    act(() => {
      vi.advanceTimersByTime(300);
    });
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
    act(() => {
      vi.advanceTimersByTime(7000);
    });
    expect(screen.getByText('kapot')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1300);
    });
    expect(screen.queryByText('kapot')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('blijft staan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('blijft staan')).not.toBeInTheDocument();
  });

  it('never stacks the same text or two of one kind, and restarts the timer of the one showing', () => {
    render(<Toaster />);
    act(() => {
      for (let index = 0; index < 9; index++) showToast({ type: 'info', message: 'No jobs found' });
    });
    expect(screen.getAllByText('No jobs found')).toHaveLength(1);
    act(() => {
      showToast({ type: 'success', kind: 'search', message: 'Found 12 jobs' });
      vi.advanceTimersByTime(4000);
      showToast({ type: 'info', kind: 'search', message: 'Found 3 jobs' });
    });
    expect(screen.queryByText('Found 12 jobs')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByText('Found 3 jobs').closest('[data-toast-type]')).not.toHaveClass('opacity-0');
  });

  it('closes the errors of a page that was left, but keeps news that caused the move', () => {
    render(<Toaster />);
    act(() => {
      showToast({ type: 'error', message: 'Failed to load jobs' });
      showToast({ type: 'error', message: 'Your session has expired', keepOnNavigation: true });
      showToast({ type: 'success', message: 'Saved' });
      dismissPageErrors();
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Failed to load jobs')).not.toBeInTheDocument();
    expect(screen.getByText('Your session has expired')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });
});
