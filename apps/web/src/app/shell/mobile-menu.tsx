import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCloseReturningFocus, useDismiss } from '../../components/ui/use-dismiss';
import { t } from '../../lib/i18n';
import type { NavItem } from './nav-items';
import { NavEntry } from './top-nav';

interface MobileMenuProps {
  items: NavItem[];
  links: { label: string; to: string }[];
  onSignOut: () => void;
}

/** The same destinations as the top navigation and the profile menu, for small screens. */
export function MobileMenu({ items, links, onSignOut }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, container, useCloseReturningFocus(container, button, setOpen));
  return (
    <div ref={container} className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-label={open ? t('web.app.mobileMenu.close') : t('web.app.mobileMenu.open')}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="flex h-11 w-11 items-center justify-center rounded-lg text-2xl text-slate-700 hover:bg-slate-100"
      >
        {open ? '×' : '≡'}
      </button>
      {open && (
        <div
          id="mobile-menu"
          className="absolute inset-x-0 top-full z-30 border-b border-slate-200 bg-white px-4 py-3 shadow-lg"
        >
          <nav aria-label={t('web.app.mobileMenu.label')} className="flex flex-col gap-1">
            {items.map((item) => (
              <NavEntry key={item.label} item={item} onNavigate={close} />
            ))}
          </nav>
          <div className="mt-3 flex flex-col gap-1 border-t border-slate-100 pt-3">
            {links.map((link) => (
              <Link
                key={link.label}
                to={link.to}
                onClick={close}
                className="rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
              >
                {link.label}
              </Link>
            ))}
            <button
              type="button"
              onClick={onSignOut}
              className="rounded-lg px-3 py-2 text-left text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              {t('web.common.signOut')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
