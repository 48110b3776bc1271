import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushSection } from './push-section';

const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const SUBSCRIPTION = { endpoint: 'https://push.example.org/send/1', keys: { p256dh: 'BPk', auth: 'c2Vj' } };

/** The browser's side of Web Push, as a phone that allows it would answer. */
function fakeBrowser(permission: NotificationPermission) {
  let current: { endpoint: string; toJSON: () => object; unsubscribe: () => Promise<boolean> } | null = null;
  const subscribe = vi.fn(async (_options: { applicationServerKey: Uint8Array }) => {
    current = {
      endpoint: SUBSCRIPTION.endpoint,
      toJSON: () => SUBSCRIPTION,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    return current;
  });
  const pushManager = { getSubscription: async () => current, subscribe };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: async () => permission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }), ready: Promise.resolve({ pushManager }) },
  });
  return { subscribe };
}

const requests: { method: string; url: string; body: unknown }[] = [];
beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ method: init.method ?? 'GET', url, body: init.body && JSON.parse(String(init.body)) });
      if (url.endsWith('/push/key')) return new Response(JSON.stringify({ publicKey: PUBLIC_KEY }));
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push on this device (settings, notifications)', () => {
  it('says so where the browser cannot show pushes', async () => {
    render(<PushSection />);
    expect(await screen.findByText(/Deze browser kan geen pushmeldingen tonen/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('subscribes with the server key once allowed, tells the server, and turns off again', async () => {
    const { subscribe } = fakeBrowser('granted');
    render(<PushSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pushmeldingen aanzetten' }));
    expect(await screen.findByText('Dit toestel krijgt pushmeldingen.')).toBeInTheDocument();
    const { applicationServerKey } = subscribe.mock.calls[0]![0];
    expect(applicationServerKey).toHaveLength(65);
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/push/subscriptions',
      body: SUBSCRIPTION,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Pushmeldingen uitzetten' }));
    expect(await screen.findByText('Dit toestel krijgt geen pushmeldingen.')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      body: { endpoint: SUBSCRIPTION.endpoint },
    });
  });

  it('explains a refusal and subscribes nothing', async () => {
    const { subscribe } = fakeBrowser('denied');
    render(<PushSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pushmeldingen aanzetten' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Je browser blokkeert meldingen van Jobbel');
    expect(subscribe).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });
});
