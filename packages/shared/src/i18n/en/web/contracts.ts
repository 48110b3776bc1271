import type { CatalogueOf } from '../../locales';
import type { contracts as dutch } from '../../nl-BE/web/contracts';

/** Written contracts (en). */
export const contracts: CatalogueOf<typeof dutch> = {
  momentPattern: "d MMMM yyyy 'at' HH:mm",
  title: 'Contract',
  shift: '{{title}}, {{start}}',
  intro: {
    worker: 'Read your contract for this shift and sign it. You both sign before the shift starts.',
    business: 'Read the contract for this shift and sign it. You both sign before the shift starts.',
  },
  loadFailed: 'The contract could not be loaded.',
  missing: {
    title: 'The contract cannot be drawn up yet',
    intro: 'These details are still missing:',
    yours: 'Fill in what is yours:',
    toProfile: 'To your profile',
    toLegal: 'To your legal details',
    theirs: 'The other side fills in the rest. The contract appears as soon as everything is there.',
  },
  unavailable: 'No contract in Jobbel',
  parties: { business: 'Employer', worker: 'Worker' },
  version: 'Version {{version}}',
  replacesSigned: 'The shift changed after someone signed. This is the new version: it must be signed again.',
  signedBy: '{{party}}: signed by {{name}}, {{moment}}',
  notSignedBy: '{{party}}: not signed yet',
  signedByBoth: 'Signed by both sides.',
  sign: {
    title: 'Sign',
    intro:
      'Type your full name and confirm with your password. With your signature Jobbel keeps the time, your account, your IP address and your browser.',
    name: 'Your full name',
    nameHint: 'As on the contract: {{name}}',
    businessNameHint: 'The name of the person signing for the business',
    password: 'Password',
    submit: 'Sign the contract',
    signing: 'Signing…',
    done: 'You signed the contract.',
    hash: 'Fingerprint of the text (SHA-256): {{hash}}',
  },
  pdf: 'Download PDF',
  downloadFailed: 'The PDF could not be downloaded.',
  list: {
    title: 'Contracts',
    intro:
      'Every contract of a month, by the day of the shift. You keep them five years after the shift; so does Jobbel.',
    month: 'Month',
    regime: 'Kind of employment',
    allRegimes: 'All',
    empty: 'No contracts this month.',
    zip: 'All PDFs as a zip',
    signed: 'Signed',
    waitingFor: 'Waiting for: {{party}}',
    open: 'Open',
    pdf: 'PDF',
    workerGone: 'account deleted',
  },
};
