import { render, screen, waitFor } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MobileMenu } from './mobile-menu';

/** Resolves as soon as the mobile navigation is in the page: before the next frame is drawn. */
function navigationShown(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('nav[aria-label="Mobiele navigatie"]')) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

describe('the mobile menu', () => {
  it('closes on an Escape pressed the moment it shows, and gives focus back to its button', async () => {
    render(
      <MemoryRouter>
        <MobileMenu items={[]} links={[{ label: 'FAQ', to: '/faq' }]} onSignOut={() => {}} />
      </MemoryRouter>,
    );
    const opener = screen.getByRole('button', { name: 'Menu openen' });
    const shown = navigationShown();
    // a native click, not one wrapped in act(): effects run when the browser would run them
    opener.click();
    await shown;
    screen.getByRole('link', { name: 'FAQ' }).focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobiele navigatie' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Menu openen' })).toHaveFocus();
  });
});
