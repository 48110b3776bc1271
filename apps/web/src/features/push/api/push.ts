import type { PushSubscriptionInput } from '@jobbel/shared/push/push.schemas';
import { apiRequest } from '../../../lib/api-client';

/** Whether this browser can receive Web Push at all (installed apps on iOS; most browsers elsewhere). */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The application server key as PushManager.subscribe wants it: the bytes of the base64url text. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

/** This device's subscription; none while the service worker is not installed yet (it starts after load). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks the browser for permission, subscribes this device and tells the server; false when refused. */
export async function subscribeThisDevice(): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const { publicKey } = await apiRequest<{ publicKey: string }>('/push/key');
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await apiRequest('/push/subscriptions', {
    method: 'POST',
    body: subscription.toJSON() as PushSubscriptionInput,
  });
  return true;
}

export async function unsubscribeThisDevice(subscription: PushSubscription): Promise<void> {
  await apiRequest('/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
