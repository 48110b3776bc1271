import { t } from '../../lib/i18n';

export const MAIN_CONTENT_ID = 'inhoud';

/** The first Tab stop of every page: straight past the navigation to the page's content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      className="sr-only z-50 rounded-lg bg-white font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-3"
    >
      {t('web.components.skipLink.label')}
    </a>
  );
}
