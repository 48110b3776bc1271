import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { useCloseReturningFocus, useDismiss } from '../../components/ui/use-dismiss';
import { useMenuKeys } from '../../components/ui/use-menu-keys';
import { t } from '../../lib/i18n';

interface ProfileMenuProps {
  name: string;
  email: string;
  avatarUrl?: string;
  links: { label: string; to: string }[];
  onSignOut: () => void;
}

/** spec 001 §2: closes on an outside click (and on Escape); a keyboard menu (use-menu-keys). */
export function ProfileMenu({ name, email, avatarUrl, links, onSignOut }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Escape gives focus back to the button, as in every popup
  const closePopup = useCloseReturningFocus(container, button, setOpen);
  useDismiss(open, container, closePopup);
  const onMenuKeyDown = useMenuKeys(open, menu, closePopup);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="rounded-full p-1 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Avatar name={name} url={avatarUrl} />
        <span className="sr-only">{t('web.app.profileMenu.label')}</span>
      </button>
      {open && (
        <div
          ref={menu}
          role="menu"
          aria-label={t('web.app.profileMenu.label')}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white py-2 shadow-xl"
        >
          <div className="border-b border-slate-100 px-4 pb-3">
            <p className="truncate font-semibold text-slate-900" data-testid="signed-in-as">
              {name}
            </p>
            <p className="truncate text-sm text-slate-500">{email}</p>
          </div>
          {links.map((link) => (
            <Link
              key={link.label}
              role="menuitem"
              to={link.to}
              onClick={() => setOpen(false)}
              className="block px-4 py-2 text-sm text-slate-700 hover:bg-slate-50"
            >
              {link.label}
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            onClick={onSignOut}
            className="block w-full border-t border-slate-100 px-4 py-2 text-left text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            {t('web.common.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
