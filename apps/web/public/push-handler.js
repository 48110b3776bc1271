// Imported into the service worker (vite.config.ts, workbox importScripts): shows a Web Push as a
// notification and opens its link in Jobbel when tapped. The payload is { title, body, link, actions? }:
// an action with a link opens that link, one without only closes the notification.
self.addEventListener('push', (event) => {
  const push = event.data ? event.data.json() : null;
  if (!push) return;
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { link: push.link, actions: push.actions ?? [] },
      actions: (push.actions ?? []).map(({ action, title }) => ({ action, title })),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data ?? {};
  const chosen = event.action
    ? (data.actions ?? []).find((action) => action.action === event.action)
    : undefined;
  if (chosen && !chosen.link) return;
  const link = new URL(chosen?.link ?? data.link ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) return open.navigate(link).then((client) => client?.focus());
      return self.clients.openWindow(link);
    }),
  );
});
