import type { CatalogueOf } from '../../locales';
import type { faq as dutch } from '../../nl-BE/web/faq';

export const faq: CatalogueOf<typeof dutch> = {
  faqContent: {
    noCodeAnswer: 'Check your spam folder and request a new code after a minute.',
    noCodeQuestion: "I didn't get a verification code.",
    forgotPasswordAnswer:
      'Choose Forgot password? on the login page. You get a code by email to choose a new password.',
    forgotPasswordQuestion: 'I forgot my password.',
    supportCategory: 'Technical Support',
    chooseCandidateAnswer:
      "Open a job's applications and choose Accept or Reject. The candidate gets an email straight away.",
    chooseCandidateQuestion: 'How do I choose a candidate?',
    postJobAnswer:
      'First create your business profile in Settings, then choose Post New Job on your dashboard.',
    postJobQuestion: 'How do I post a job?',
    employersCategory: 'For Employers',
    withdrawAnswer: "Yes, as long as it's still pending, through My Applications.",
    withdrawQuestion: 'Can I withdraw an application?',
    applyAnswer:
      'Open the job and choose Apply Now. The employer sees your profile and you get an email as soon as they decide.',
    applyQuestion: 'How do I apply for a job?',
    workersCategory: 'For Bartenders',
    appAnswer: 'Yes, Jobbel is also available as an app for iOS and Android.',
    appQuestion: 'Is there an app?',
    priceAnswer: 'Jobbel is free for jobbers. Employers can try Jobbel free for 14 days.',
    priceQuestion: 'What does Jobbel cost?',
    aboutAnswer:
      'Jobbel brings hospitality businesses and flexible workers together: jobbers find short jobs in cafés, restaurants and hotels around Ghent.',
    aboutQuestion: 'What is Jobbel?',
    generalCategory: 'General Questions',
  },
  page: {
    contactSupport: 'Contact Support',
    contactText: 'You can email us at info@jobbel.be.',
    contactTitle: 'Still have a question?',
    none: 'No questions found.',
    searchPlaceholder: 'Search for a question or answer',
    searchLabel: 'Search the frequently asked questions',
    title: 'Frequently asked questions',
  },
};
