import { NavLink } from 'react-router';
import type { NavItem } from './nav-items';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-semibold transition ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'}`;

export function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  if (!item.to) {
    return (
      <span
        aria-disabled="true"
        title={item.hint}
        className="cursor-not-allowed rounded-lg px-3 py-2 text-sm font-semibold text-slate-400"
      >
        {item.label} <span className="text-xs font-normal">({item.hint})</span>
      </span>
    );
  }
  return (
    <NavLink to={item.to} className={itemClass} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}

export function TopNav({ items }: { items: NavItem[] }) {
  return (
    <div className="hidden items-center gap-1 md:flex">
      {items.map((item) => (
        <NavEntry key={item.label} item={item} />
      ))}
    </div>
  );
}
