import { PRODUCT_NAME, PRODUCT_NAME_LOWER } from '@jobbel/shared/app/product.constants';
import type { Language } from '@jobbel/shared/i18n/locales';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { t } from '../../lib/i18n';
import { Logo } from '../ui/logo';
import { LanguageSwitch } from './language-switch';

const CONTACT_PHONE = '+32 9 123 45 67';

// built at render: texts are read in the reader's language once it has loaded
const columns = (): { title: string; links: [label: string, href: string][] }[] => [
  {
    title: t('web.components.footer.voorProductNameLowerAars', { PRODUCT_NAME_LOWER }),
    links: [
      [t('web.common.findJobs'), paths.dashboard.href()],
      [t('web.components.footer.myProfile'), paths.ownProfile.href()],
      [t('web.common.calendar'), paths.calendar.href()],
      [
        t('web.components.footer.wordProductNameLowerAar', { PRODUCT_NAME_LOWER }),
        paths.register.href('worker'),
      ],
    ],
  },
  {
    title: t('web.components.footer.forEmployers'),
    links: [
      [t('web.components.footer.employerDashboard'), paths.employerDashboard.href()],
      [t('web.components.footer.registerEmployer'), paths.register.href('employer')],
      [t('web.app.navItems.faq'), paths.faq.href()],
      [t('web.components.footer.privacy'), paths.privacy.href()],
    ],
  },
];

const SOCIALS = [
  { name: 'Instagram', href: 'https://www.instagram.com/', letter: 'IG' },
  { name: 'Facebook', href: 'https://www.facebook.com/', letter: 'f' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', letter: 'in' },
];

/** `beforeLanguageSwitch`: stores a signed-in person's new language on their account first. */
export function Footer({
  beforeLanguageSwitch,
}: {
  beforeLanguageSwitch?: (chosen: Language) => Promise<unknown>;
}) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo size="sm" />
          <p className="text-sm text-slate-600">{t('web.components.footer.flexibelWerkInDeHoreca')}</p>
        </div>
        {columns().map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-sm font-bold text-slate-900">{column.title}</h2>
            <ul className="space-y-2 text-sm">
              {column.links.map(([label, href]) => (
                <li key={href}>
                  <Link to={href} className="text-slate-600 hover:text-brand-700">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <address className="space-y-2 text-sm text-slate-600 not-italic">
          <h2 className="mb-3 text-sm font-bold text-slate-900">{t('web.common.contact')}</h2>
          <p>
            <a href={`mailto:${t('web.components.footer.email')}`} className="hover:text-brand-700">
              {t('web.components.footer.email')}
            </a>
          </p>
          <p>
            <a href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`} className="hover:text-brand-700">
              {CONTACT_PHONE}
            </a>
          </p>
          <p>{t('web.components.footer.address')}</p>
          <div className="flex gap-2 pt-2">
            {SOCIALS.map((social) => (
              <a
                key={social.name}
                href={social.href}
                rel="noreferrer"
                target="_blank"
                className="flex h-8 w-8 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-700 hover:bg-brand-100"
              >
                <span aria-hidden="true">{social.letter}</span>
                <span className="sr-only">{social.name}</span>
              </a>
            ))}
          </div>
        </address>
      </div>
      <div className="flex flex-col items-center justify-center gap-3 border-t border-slate-100 py-4 text-xs text-slate-500 sm:flex-row sm:gap-6">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
        <LanguageSwitch beforeSwitch={beforeLanguageSwitch} />
      </div>
    </footer>
  );
}
