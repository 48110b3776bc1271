import { useState } from 'react';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { showToast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { faqCategories } from '../../features/faq/faq-content';
import { t } from '../../lib/i18n';

/** spec 001 §2: searchable, four categories open by default, expandable questions. */
export function FaqRoute() {
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const categories = faqCategories()
    .map((category) => ({
      ...category,
      items: category.items.filter((item) => !term || `${item.q} ${item.a}`.toLowerCase().includes(term)),
    }))
    .filter((category) => category.items.length > 0);

  return (
    <PageWrapper className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-extrabold text-slate-900">{t('web.faq.page.title')}</h1>
      <label className="block">
        <span className="sr-only">{t('web.faq.page.searchLabel')}</span>
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('web.faq.page.searchPlaceholder')}
          className="w-full rounded-xl border border-slate-300 px-4 py-3 text-sm"
        />
      </label>
      {categories.length === 0 && <p className="text-slate-600">{t('web.faq.page.none')}</p>}
      {categories.map((category) => (
        <details
          key={category.title}
          open
          className="rounded-2xl border border-slate-200 bg-white p-5"
          data-testid="faq-category"
        >
          <summary className="cursor-pointer text-lg font-bold text-slate-900">{category.title}</summary>
          <div className="mt-3 space-y-2">
            {category.items.map((item) => (
              <details key={item.q} className="rounded-lg border border-slate-100 p-3">
                <summary className="cursor-pointer font-medium text-slate-800">{item.q}</summary>
                <p className="mt-2 text-sm text-slate-600">{item.a}</p>
              </details>
            ))}
          </div>
        </details>
      ))}
      <div className="rounded-2xl bg-brand-50 p-6 text-center">
        <p className="font-semibold text-brand-900">{t('web.faq.page.contactTitle')}</p>
        <Button
          className="mt-3"
          onClick={() => showToast({ type: 'info', message: t('web.faq.page.contactText') })}
        >
          {t('web.faq.page.contactSupport')}
        </Button>
      </div>
    </PageWrapper>
  );
}
