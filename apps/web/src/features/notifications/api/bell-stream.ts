import type { NotificationList } from '@jobbel/shared/notifications/notification.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { setPushedUpdates } from '../../../lib/pushed-updates';
import { currentAccessToken } from '../../../lib/session-renewal';
import { notificationKeys } from './notifications';

interface Bell {
  newestID: number | null;
  unread: number;
}

/** The first retry after a lost stream; each next one waits twice as long, up to a minute. */
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 60_000;

/** Each `bell` event of a Server-Sent Events body, as it arrives; resolves when the body ends. */
async function readBells(body: ReadableStream<Uint8Array>, onBell: (bell: Bell) => Promise<void>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const data = lines.find((line) => line.startsWith('data: '));
      if (lines[0] === 'event: bell' && data) void onBell(JSON.parse(data.slice(6)) as Bell);
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Holds the bell's stream open while the page is (GET /api/notifications/stream): the list is asked
 * again only when the server says the bell changed. True while connected; while false the bell asks
 * every 30 seconds, as before (docs/decisions/notifications.md).
 */
export function useBellStream(): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    let stopped = false;
    let controller: AbortController | undefined;
    const onBell = async (bell: Bell) => {
      // a list on its way answers first: asked again only when it still differs from the bell
      const query = queryClient.getQueryCache().find({ queryKey: notificationKeys.mine });
      if (query?.state.fetchStatus === 'fetching') await query.promise?.catch(() => undefined);
      const shown = queryClient.getQueryData<NotificationList>(notificationKeys.mine);
      const same =
        shown && shown.unread === bell.unread && (shown.data[0]?.notificationID ?? null) === bell.newestID;
      if (!same) void queryClient.invalidateQueries({ queryKey: notificationKeys.mine });
    };
    const hold = async () => {
      let retryMs = FIRST_RETRY_MS;
      while (!stopped) {
        controller = new AbortController();
        try {
          const token = await currentAccessToken();
          if (!token) return;
          const response = await fetch('/api/notifications/stream', {
            headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
            signal: controller.signal,
            cache: 'no-store',
          });
          if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
          setConnected(true);
          retryMs = FIRST_RETRY_MS;
          // ends after the server's lifetime for a stream: the next one opens with the current token
          await readBells(response.body, onBell);
        } catch {
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
        }
        setConnected(false);
        if (!stopped) await sleep(retryMs);
      }
    };
    void hold();
    return () => {
      stopped = true;
      controller?.abort();
    };
  }, [queryClient]);
  useEffect(() => {
    setPushedUpdates(connected);
    return () => setPushedUpdates(false);
  }, [connected]);
  return connected;
}
