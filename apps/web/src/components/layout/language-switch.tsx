import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@jobbel/shared/i18n/locales';
import { useId, useState } from 'react';
import { language, switchLanguage, t } from '../../lib/i18n';

/**
 * The languages Jobbel speaks, each named in itself. `beforeSwitch` lets a signed-in screen store the
 * choice on the account first, so it follows the person to their other devices and their mails.
 */
export function LanguageSwitch({
  beforeSwitch,
  className = '',
}: {
  beforeSwitch?: (chosen: Language) => Promise<unknown>;
  className?: string;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function choose(chosen: Language) {
    setBusy(true);
    try {
      await beforeSwitch?.(chosen);
    } catch {
      // the account could not store it: this browser switches all the same
    }
    switchLanguage(chosen);
  }

  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="text-slate-600">
        {t('web.components.languageSwitch.label')}
      </label>
      <select
        id={id}
        value={language}
        disabled={busy}
        onChange={(event) => void choose(event.currentTarget.value as Language)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {LANGUAGES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LANGUAGE_NAMES[each]}
          </option>
        ))}
      </select>
    </div>
  );
}
