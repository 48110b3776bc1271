// Imported into the service worker (vite.config.ts, workbox importScripts): shows a Web Push as a
// notification and opens its link in Jobbel when tapped. The payload is { title, body, link }.
self.addEventListener('push', (event) => {
  const push = event.data ? event.data.json() : null;
  if (!push) return;
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { link: push.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) return open.navigate(link).then((client) => client?.focus());
      return self.clients.openWindow(link);
    }),
  );
});
