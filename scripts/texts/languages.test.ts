import { describe, expect, it } from 'vitest';
import { api as enApi } from '../../packages/shared/src/i18n/en/api';
import { mail as enMail } from '../../packages/shared/src/i18n/en/mail';
import { validation as enValidation } from '../../packages/shared/src/i18n/en/validation-all';
import { api as frApi } from '../../packages/shared/src/i18n/fr-BE/api';
import { mail as frMail } from '../../packages/shared/src/i18n/fr-BE/mail';
import { validation as frValidation } from '../../packages/shared/src/i18n/fr-BE/validation-all';
import { LANGUAGES } from '../../packages/shared/src/i18n/locales';
import { api } from '../../packages/shared/src/i18n/nl-BE/api';
import { mail } from '../../packages/shared/src/i18n/nl-BE/mail';
import { validation } from '../../packages/shared/src/i18n/nl-BE/validation-all';

/**
 * fr-BE and en say everything nl-BE says (docs/decisions/texts.md): the same texts, with the same
 * placeholders and plural forms, and none of them left in Dutch.
 */
const webSections = import.meta.glob<Record<string, unknown>>('../../packages/shared/src/i18n/*/web/*.ts', {
  eager: true,
});

function webOf(language: string) {
  return Object.assign(
    {},
    ...Object.entries(webSections)
      .filter(([file]) => file.includes(`/i18n/${language}/web/`))
      .map(([, module]) => module),
  );
}

const catalogues: Record<string, unknown> = {
  'nl-BE': { api, mail, validation, web: webOf('nl-BE') },
  'fr-BE': { api: frApi, mail: frMail, validation: frValidation, web: webOf('fr-BE') },
  en: { api: enApi, mail: enMail, validation: enValidation, web: webOf('en') },
};

/** Every text by its key; a plural text's forms as `key.one`, `key.other`. */
function textsOf(node: unknown, path = ''): Map<string, string> {
  if (typeof node === 'string') return new Map([[path, node]]);
  return new Map(
    Object.entries(node as object).flatMap(([key, child]) => [
      ...textsOf(child, path ? `${path}.${key}` : key),
    ]),
  );
}

// a word made from the product's name ('jobbelaar', 'jobbeur') is written out by each language
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((match) => match[1])
    .filter((name) => name !== 'product' && name !== 'PRODUCT_NAME_LOWER')
    .sort();

/** Words only Dutch uses: a translation that still holds them was not translated. */
const DUTCH =
  /\b(de|het|een|je|jouw|niet|van|voor|en|met|zijn|geen|nog|deze|dit|wordt|kan|naar|bij|om|tot|uur|ook|als|maar|wat|hoe|moet|jobbelaars?)\b/i;

/** fr-BE texts that are rightly the same as nl-BE: formats, examples, names and words both languages share. */
const SAME_IN_FRENCH = new Set([
  'web.contracts.shift',
  'web.contracts.list.pdf',
  'api.calendar.feedName',
  'api.engagements.regimeNames.extra',
  'web.admin.adminDashboard.admin',
  'web.admin.adminJobsTab.job',
  'web.admin.adminJobsTab.countLabel',
  'web.admin.adminUsersTab.ratingValue',
  'web.app.navItems.faq',
  'web.applications.applicantsDialog.email',
  'web.businesses.businessDetails.keptPercent',
  'web.businesses.businessDetails.ratingValue',
  'web.businesses.businessProfileForm.logo',
  'web.auth.forgotPasswordPanel.codeLabel',
  'web.calendar.dayCell.dayTitle',
  'web.calendar.export.name',
  'web.common.actions',
  'web.common.calendar',
  'web.common.contact',
  'web.common.shortDateFormat',
  'web.common.dateFormat',
  'web.common.timeFormat',
  'web.common.sampleVenue',
  'web.common.jobs',
  'web.common.monthFormat',
  'web.common.nationalRegisterNumberExample',
  'web.common.urlExample',
  'web.components.footer.email',
  'web.engagements.exports.title',
  'web.engagements.legal.enterpriseNumberExample',
  'web.employer.dashboardTabs.dimona',
  'web.jobs.dateRangePicker.shortDayFormat',
  'web.jobs.dateRangePicker.dayFormat',
  'web.jobs.jobCard.type',
  'web.jobs.regimes.extra',
  'web.places.distance.kilometres',
  'web.settings.profileSection.bio',
  'web.shifts.record.rating',
  'web.shifts.reviews.byOn',
  'web.users.profileStats.ratingValue',
]);

/** The labels of fixed lists, whose names ('Barista', 'Café', 'Horeca') French often shares. */
const SHARED_NAMES = /^web\.(jobs\.types|businesses\.categories|skills\.(names|areas))\./;

const dutch = textsOf(catalogues['nl-BE']);

describe.each(LANGUAGES.filter((language) => language !== 'nl-BE'))('%s', (language) => {
  const texts = textsOf(catalogues[language]);

  it('has every text of nl-BE and no other, with the same placeholders', () => {
    expect([...texts.keys()].sort()).toEqual([...dutch.keys()].sort());
    const differing = [...dutch].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(texts.get(key) ?? '').join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('leaves nothing in Dutch', () => {
    const untranslated = [...texts].filter(
      ([key, text]) =>
        text === dutch.get(key) &&
        (DUTCH.test(text) || (language === 'fr-BE' && !SAME_IN_FRENCH.has(key) && !SHARED_NAMES.test(key))),
    );
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
