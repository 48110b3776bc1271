import { useEffect, useState } from 'react';
import { t } from '../../../lib/i18n';

// spec 000 §3: static sample job cards for the login page
export const SAMPLE_JOBS = [
  {
    id: 1,
    title: t('web.auth.loginCarousel.oberServeersterWeekend'),
    company: t('web.auth.loginCarousel.brasserieDeGraslei'),
    location: t('web.common.gent'),
    type: 'Restaurant',
    hours: '24-32 uur',
    description: t('web.auth.loginCarousel.bedieningOpHetTerrasAan'),
    imageUrl: '/stock/restaurant.svg',
  },
  {
    id: 2,
    title: t('web.auth.loginCarousel.baristaOchtendshift'),
    company: t('web.auth.loginCarousel.koffiebarKouter'),
    location: t('web.common.gent'),
    type: 'Bar',
    hours: '12-20 uur',
    description: t('web.auth.loginCarousel.specialtyCoffeeEnBrunchVoor'),
    imageUrl: '/stock/bar.svg',
  },
  {
    id: 3,
    title: t('web.auth.loginCarousel.shiftleaderBar'),
    company: t('web.auth.loginCarousel.barOverpoort'),
    location: t('web.common.gent'),
    type: 'Nightlife',
    hours: '16-24 uur',
    description: t('web.auth.loginCarousel.leidDeBarOpDe'),
    imageUrl: '/stock/nightlife.svg',
  },
] as const;

export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * Rotates every 5 s through the 3 sample cards; a dot picks one and gives it its full 5 s. The cards
 * are examples, not jobs one can open (a signed-out visitor cannot list the real ones), so they link
 * nowhere.
 */
export function LoginCarousel() {
  const [active, setActive] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of card, a picked one too, restarts its 5 s
  useEffect(() => {
    const timer = setTimeout(
      () => setActive((index) => (index + 1) % SAMPLE_JOBS.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearTimeout(timer);
  }, [active]);

  return (
    <section
      aria-label={t('web.auth.loginCarousel.voorbeeldjobs')}
      aria-roledescription="carousel"
      className="w-full max-w-md"
    >
      <div className="relative h-96">
        {SAMPLE_JOBS.map((job, index) => (
          <article
            key={job.id}
            aria-hidden={index !== active}
            data-testid="carousel-card"
            className={`absolute inset-0 overflow-hidden rounded-2xl bg-white shadow-2xl transition-all duration-500 ${index === active ? 'translate-x-0 opacity-100' : 'pointer-events-none translate-x-8 opacity-0'}`}
          >
            <img src={job.imageUrl} alt="" className="h-44 w-full object-cover" />
            <div className="space-y-2 p-5">
              <div className="flex items-center gap-2 text-xs font-semibold">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-700">{job.type}</span>
                <span className="text-slate-500">{job.hours}</span>
              </div>
              <h3 className="text-lg font-bold text-slate-900">{job.title}</h3>
              <p className="text-sm text-slate-600">
                {job.company} · {job.location}
              </p>
              <p className="text-sm text-slate-500">{job.description}</p>
            </div>
          </article>
        ))}
      </div>
      <div className="mt-4 flex justify-center gap-2">
        {SAMPLE_JOBS.map((job, index) => (
          <button
            key={job.id}
            type="button"
            aria-label={t('web.auth.loginCarousel.toonVoorbeeldjobValue1', { value1: index + 1 })}
            aria-current={index === active}
            onClick={() => setActive(index)}
            className={`h-2.5 rounded-full transition-all ${index === active ? 'w-8 bg-white' : 'w-2.5 bg-white/50 hover:bg-white/80'}`}
          />
        ))}
      </div>
    </section>
  );
}
