import { t } from '../../../lib/i18n';

interface FavouriteToggleProps {
  active: boolean;
  onToggle: () => void;
  variant?: 'button' | 'icon';
}

export function FavouriteToggle({ active, onToggle, variant = 'button' }: FavouriteToggleProps) {
  const label = active
    ? t('web.favourites.favouriteToggle.removeFromFavorites')
    : t('web.favourites.favouriteToggle.saveToFavorites');
  if (variant === 'icon') {
    return (
      <button
        type="button"
        onClick={onToggle}
        aria-pressed={active}
        aria-label={label}
        className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full border text-lg transition ${active ? 'border-rose-200 bg-rose-50 text-rose-600' : 'border-slate-200 bg-white text-slate-400 hover:text-rose-500'}`}
      >
        {active ? '♥' : '♡'}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={active}
      className={`inline-flex items-center justify-center gap-2 rounded-lg border px-4 py-2.5 text-sm font-semibold transition ${active ? 'border-rose-200 bg-rose-50 text-rose-700' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
    >
      <span aria-hidden="true">{active ? '♥' : '♡'}</span>
      {active
        ? t('web.favourites.favouriteToggle.savedToFavorites')
        : t('web.favourites.favouriteToggle.saveToFavorites')}
    </button>
  );
}
