import { PRODUCT_NAME_LOWER } from '@jobbel/shared/app/product.constants';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { t } from '../../lib/i18n';

const FLOATING_PHOTOS = [
  { src: '/stock/cafe.svg', className: 'left-[4%] top-[10%] w-40 [--tilt:-6deg]', delay: '0s' },
  { src: '/stock/bar.svg', className: 'right-[6%] top-[8%] w-48 [--tilt:5deg]', delay: '1.2s' },
  { src: '/stock/kitchen.svg', className: 'left-[8%] bottom-[10%] w-44 [--tilt:4deg]', delay: '2.1s' },
  { src: '/stock/terrace.svg', className: 'right-[4%] bottom-[14%] w-40 [--tilt:-4deg]', delay: '0.6s' },
];

export function LandingRoute() {
  return (
    <PageWrapper
      standalone
      className="relative flex min-h-screen items-center justify-center overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-500 px-4"
    >
      {FLOATING_PHOTOS.map((photo) => (
        <img
          key={photo.src}
          src={photo.src}
          alt=""
          aria-hidden="true"
          style={{ animationDelay: photo.delay }}
          className={`animate-float pointer-events-none absolute hidden rounded-2xl opacity-40 shadow-2xl md:block ${photo.className}`}
        />
      ))}
      <div className="relative z-10 max-w-xl text-center text-white">
        <Logo size="lg" inverted />
        <h1 className="mt-8 text-4xl font-extrabold tracking-tight sm:text-5xl">{t('web.common.tagline')}</h1>
        <p className="mt-4 text-lg text-brand-50">{t('web.screens.landing.intro')}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link
            to={paths.register.href('worker')}
            className="rounded-xl bg-white px-6 py-3 font-bold text-brand-800 shadow-lg hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-white"
          >
            {t('web.screens.landing.workerCallToAction', { product: PRODUCT_NAME_LOWER })}
          </Link>
          <Link
            to={paths.register.href('employer')}
            className="rounded-xl bg-accent-500 px-6 py-3 font-bold text-slate-900 shadow-lg hover:brightness-110 focus-visible:outline-2 focus-visible:outline-white"
          >
            {t('web.screens.landing.employerCallToAction', { product: PRODUCT_NAME_LOWER })}
          </Link>
        </div>
        <Link
          to={paths.login.href()}
          className="mt-6 inline-block text-sm font-semibold text-white underline-offset-4 hover:underline"
        >
          {t('web.screens.landing.haveAccount')}
        </Link>
        <LanguageSwitch className="mx-auto mt-6 w-fit rounded-lg bg-white/90 px-3 py-2" />
      </div>
    </PageWrapper>
  );
}
