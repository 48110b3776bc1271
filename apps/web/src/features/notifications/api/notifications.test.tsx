import type { Notification } from '@jobbel/shared/notifications/notification.schemas';
import { render } from '@testing-library/preact';
import { expect, it, vi } from 'vitest';
import { useOnNewNotification } from './notifications';

const notice = (notificationID: number, notificationRead = false): Notification => ({
  notificationID,
  notificationKind: 'applicationAccepted',
  notificationTitle: 'Geaccepteerd',
  notificationBody: 'Je bent geaccepteerd.',
  notificationLink: '/my-applications',
  notificationCreatedDateTime: '2026-12-03 08:00:00',
  notificationRead,
});

function Bell({ newest, onNews }: { newest: Notification | null | undefined; onNews: () => void }) {
  useOnNewNotification(newest, onNews);
  return null;
}

it('tells the screen at the bell’s first answer when its newest notice is unread: it may have come after the screen was read', () => {
  const onNews = vi.fn();
  const { rerender } = render(<Bell newest={undefined} onNews={onNews} />);
  expect(onNews).not.toHaveBeenCalled();
  rerender(<Bell newest={notice(7)} onNews={onNews} />);
  expect(onNews).toHaveBeenCalledTimes(1);
  // read, or asked again with nothing new: no news
  rerender(<Bell newest={notice(7, true)} onNews={onNews} />);
  expect(onNews).toHaveBeenCalledTimes(1);
  rerender(<Bell newest={notice(8)} onNews={onNews} />);
  expect(onNews).toHaveBeenCalledTimes(2);
});

it('is quiet at a first answer whose newest notice was read, or that has none, and tells the next new one', () => {
  for (const first of [notice(3, true), null]) {
    const onNews = vi.fn();
    const { rerender, unmount } = render(<Bell newest={first} onNews={onNews} />);
    expect(onNews).not.toHaveBeenCalled();
    rerender(<Bell newest={notice(4)} onNews={onNews} />);
    expect(onNews).toHaveBeenCalledTimes(1);
    unmount();
  }
});
