import { useEffect, useState } from 'react';

type MessagesLinkComponent = typeof import('./messages-link').MessagesLink;

/** Fetched once the screen is up, as the bell is (docs/decisions/phone-delivery.md); a square keeps its place. */
export function MessagesLinkSlot() {
  const [MessagesLink, setMessagesLink] = useState<MessagesLinkComponent | null>(null);
  useEffect(() => {
    void import('./messages-link').then((module) => setMessagesLink(() => module.MessagesLink));
  }, []);
  return MessagesLink ? <MessagesLink /> : <span aria-hidden="true" className="block h-11 w-11" />;
}
