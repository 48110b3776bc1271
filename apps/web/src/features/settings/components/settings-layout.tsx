import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageWrapper } from '../../../components/layout/page-wrapper';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { settingsLoadErrorText } from '../settings-load-error';
import { SECTION_LABELS, type SettingsSection } from '../settings-sections';

interface SettingsLayoutProps {
  sections: SettingsSection[];
  active: SettingsSection;
  authenticated: boolean;
  onSection: (section: SettingsSection) => void;
  children: ReactNode;
}

/** spec 001 §2: heading, the section menu and the active section's card. */
export function SettingsLayout({
  sections,
  active,
  authenticated,
  onSection,
  children,
}: SettingsLayoutProps) {
  return (
    <PageWrapper className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link to={paths.ownProfile.href()} className="text-sm font-semibold text-brand-700 hover:underline">
            {t('web.settings.settingsLayout.backToProfile')}
          </Link>
          <h1 className="mt-1 text-3xl font-extrabold text-slate-900">
            {t('web.settings.settingsLayout.title')}
          </h1>
        </div>
        <Link
          to={paths.ownProfile.href()}
          className="ml-auto rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          {t('web.common.cancel')}
        </Link>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${authenticated ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
        >
          {authenticated
            ? t('web.settings.settingsLayout.signedIn')
            : t('web.settings.settingsLayout.signedOutTitle')}
        </span>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_1fr]">
        <nav
          aria-label={t('web.settings.settingsLayout.title')}
          className="flex gap-2 overflow-x-auto lg:flex-col"
        >
          {sections.map((section) => (
            <button
              key={section}
              type="button"
              aria-current={section === active ? 'page' : undefined}
              onClick={() => onSection(section)}
              className={`rounded-lg px-3 py-2 text-left text-sm font-semibold whitespace-nowrap ${section === active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {SECTION_LABELS[section]}
            </button>
          ))}
        </nav>
        <section
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          aria-label={SECTION_LABELS[active]}
        >
          <h2 className="mb-4 text-xl font-bold text-slate-900">{SECTION_LABELS[active]}</h2>
          {children}
        </section>
      </div>
    </PageWrapper>
  );
}

/** spec 001 §8: without the profile data the page offers a retry instead of empty forms. */
export function SettingsLoadFailed({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  return (
    <PageWrapper className="rounded-2xl bg-white p-10 text-center shadow-sm">
      <h1 className="text-xl font-bold text-slate-900">{t('web.settings.settingsLayout.loadFailedTitle')}</h1>
      <p className="mt-2 text-slate-600">{settingsLoadErrorText(error)}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-5 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white"
      >
        {t('web.settings.settingsLayout.tryAgain')}
      </button>
    </PageWrapper>
  );
}

export function ProfessionalSection() {
  return (
    <Link
      to={paths.manageSkills.href()}
      className="inline-block rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white"
    >
      {t('web.common.manageSkillsExperience')}
    </Link>
  );
}
