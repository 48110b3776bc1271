import { t } from '../../lib/i18n';

// spec 001 §2: four categories; the texts mention the 14-day trial and the apps as the spec describes them
export const faqCategories = () =>
  [
    {
      title: t('web.faq.faqContent.generalQuestions'),
      items: [
        {
          q: t('web.faq.faqContent.watIsJobbel'),
          a: t('web.faq.faqContent.jobbelBrengtHorecazakenEnFlexibele'),
        },
        {
          q: t('web.faq.faqContent.watKostJobbel'),
          a: t('web.faq.faqContent.voorJobbelaarsIsJobbelGratis'),
        },
        { q: t('web.faq.faqContent.isErEenApp'), a: t('web.faq.faqContent.jaJobbelIsErOok') },
      ],
    },
    {
      title: t('web.faq.faqContent.forBartenders'),
      items: [
        {
          q: t('web.faq.faqContent.hoeSolliciteerIkOpEen'),
          a: t('web.faq.faqContent.openDeJobEnKies'),
        },
        {
          q: t('web.faq.faqContent.kanIkEenSollicitatieIntrekken'),
          a: t('web.faq.faqContent.jaZolangZeNogIn'),
        },
      ],
    },
    {
      title: t('web.faq.faqContent.forEmployers'),
      items: [
        {
          q: t('web.faq.faqContent.hoePlaatsIkEenJob'),
          a: t('web.faq.faqContent.maakEerstJeBedrijfsprofielAan'),
        },
        {
          q: t('web.faq.faqContent.hoeKiesIkEenKandidaat'),
          a: t('web.faq.faqContent.openDeSollicitatiesVanEen'),
        },
      ],
    },
    {
      title: t('web.faq.faqContent.technicalSupport'),
      items: [
        {
          q: t('web.faq.faqContent.ikBenMijnWachtwoordVergeten'),
          a: t('web.faq.faqContent.kiesForgotPasswordOpDe'),
        },
        {
          q: t('web.faq.faqContent.ikKreegGeenVerificatiecode'),
          a: t('web.faq.faqContent.kijkInJeSpamEn'),
        },
      ],
    },
  ] as const;
