// DevMatch service worker: shows Web Push notices and opens the right screen when one is clicked.
// Payloads carry who did what and where to go, never message text.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  const notice = event.data
    ? event.data.json()
    : { title: "DevMatch", body: "Something new is waiting for you", url: "/app/feed" };
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      // A DevMatch tab in view already shows it in the app.
      if (windows.some((client) => client.visibilityState === "visible")) return undefined;
      return self.registration.showNotification(notice.title, {
        body: notice.body,
        tag: notice.tag,
        icon: "/favicon.svg",
        data: { url: notice.url },
      });
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/app/feed", self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === url.origin);
      if (open) return open.navigate(url.href).then((client) => (client || open).focus());
      return self.clients.openWindow(url.href);
    }),
  );
});
