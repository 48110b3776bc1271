import { t } from '../../lib/i18n';

// spec 001 §2: four categories; the texts mention the 14-day trial and the apps as the spec describes them
export const faqCategories = () =>
  [
    {
      title: t('web.faq.faqContent.generalCategory'),
      items: [
        {
          q: t('web.faq.faqContent.aboutQuestion'),
          a: t('web.faq.faqContent.aboutAnswer'),
        },
        {
          q: t('web.faq.faqContent.priceQuestion'),
          a: t('web.faq.faqContent.priceAnswer'),
        },
        { q: t('web.faq.faqContent.appQuestion'), a: t('web.faq.faqContent.appAnswer') },
      ],
    },
    {
      title: t('web.faq.faqContent.workersCategory'),
      items: [
        {
          q: t('web.faq.faqContent.applyQuestion'),
          a: t('web.faq.faqContent.applyAnswer'),
        },
        {
          q: t('web.faq.faqContent.withdrawQuestion'),
          a: t('web.faq.faqContent.withdrawAnswer'),
        },
      ],
    },
    {
      title: t('web.faq.faqContent.employersCategory'),
      items: [
        {
          q: t('web.faq.faqContent.postJobQuestion'),
          a: t('web.faq.faqContent.postJobAnswer'),
        },
        {
          q: t('web.faq.faqContent.chooseCandidateQuestion'),
          a: t('web.faq.faqContent.chooseCandidateAnswer'),
        },
      ],
    },
    {
      title: t('web.faq.faqContent.supportCategory'),
      items: [
        {
          q: t('web.faq.faqContent.forgotPasswordQuestion'),
          a: t('web.faq.faqContent.forgotPasswordAnswer'),
        },
        {
          q: t('web.faq.faqContent.noCodeQuestion'),
          a: t('web.faq.faqContent.noCodeAnswer'),
        },
      ],
    },
  ] as const;
