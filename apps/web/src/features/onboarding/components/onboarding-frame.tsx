import type { ReactNode } from 'react';
import { PageWrapper } from '../../../components/layout/page-wrapper';
import { Logo } from '../../../components/ui/logo';
import { t } from '../../../lib/i18n';

/** The three onboarding steps share this frame with its progress bar. */
export function OnboardingFrame({ step, children }: { step: number; children: ReactNode }) {
  return (
    <PageWrapper className="flex min-h-screen flex-col items-center bg-gradient-to-br from-brand-50 to-slate-100 px-4 py-8">
      <Logo />
      <ol className="my-6 flex w-full max-w-xl gap-2" aria-label={t('web.common.progress')}>
        {[1, 2, 3].map((index) => (
          <li
            key={index}
            aria-current={index === step ? 'step' : undefined}
            className={`h-1.5 flex-1 rounded-full ${index <= step ? 'bg-brand-600' : 'bg-slate-200'}`}
          >
            <span className="sr-only">{t('web.common.step', { number: index })}</span>
          </li>
        ))}
      </ol>
      <div className="w-full max-w-xl rounded-2xl bg-white p-6 shadow-xl sm:p-8">{children}</div>
    </PageWrapper>
  );
}
