import { PRODUCT_NAME } from '@jobbel/shared/app/product.constants';
import { MAIN_CONTENT_ID } from './skip-link';

// a page that loads its data first shows its heading a moment later
const HEADING_WAIT_MS = 3000;

function focusQuietly(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Focus is free to move while it is still where the navigation started (or nowhere). */
function focusIsUnclaimed(startedFrom: (Element | null)[]) {
  const active = document.activeElement;
  return !active || active === document.body || startedFrom.includes(active) || !active.isConnected;
}

/**
 * Once a page's heading is in the document, the tab's title names the page ("Agenda – Jobbel") and,
 * after an in-app navigation (`moveFocus`), focus goes to that heading: a screen reader announces the
 * page and Tab continues from there, not from the old link. Without a heading, focus ends on the
 * page's content.
 */
export function followPageHeading({ moveFocus }: { moveFocus: boolean }): void {
  const previousHeading = document.querySelector('main h1');
  const startedFrom = [previousHeading, document.activeElement];
  const newHeading = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    return heading && heading !== previousHeading ? heading : null;
  };
  const arrive = (heading: HTMLElement) => {
    const name = heading.textContent?.trim();
    document.title = name ? `${name} – ${PRODUCT_NAME}` : PRODUCT_NAME;
    if (moveFocus && focusIsUnclaimed(startedFrom)) focusQuietly(heading);
  };
  const observer = new MutationObserver(() => {
    const heading = newHeading();
    if (!heading) return;
    observer.disconnect();
    arrive(heading);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => {
    observer.disconnect();
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (moveFocus && main && !newHeading() && focusIsUnclaimed(startedFrom)) focusQuietly(main);
  }, HEADING_WAIT_MS);
}
