import type { CatalogueOf } from '../locales';
import type { mail as dutch } from '../nl-BE/mail';

/** Mails (en): subject and sentences; the layout adds greeting and signature. */
export const mail: CatalogueOf<typeof dutch> = {
  layout: {
    greeting: 'Hi {{firstName}},',
    signature: 'Best wishes,',
    team: 'The {{product}} team',
  },
  codes: {
    yourCode: 'Your code: {{code}}',
    validity: "The code is valid for 10 minutes. Didn't ask for it? Then you can ignore this email.",
  },
  verification: {
    subject: 'Confirm your email address for {{product}}',
    intro: 'Welcome to {{product}}! Enter this code to confirm your email address.',
  },
  passwordReset: {
    subject: 'Reset your {{product}} password',
    intro: 'You asked to reset your password. Enter this code and choose a new password.',
  },
  applicationAccepted: {
    subject: "Good news: you've been hired for {{title}}",
    body: '{{company}} accepted your application for "{{title}}". You will find the details under My Applications.',
  },
  applicationRejected: {
    subject: 'Your application for {{title}}',
    body: '{{company}} chose someone else for "{{title}}". Plenty of other jobs are waiting for you.',
  },
  jobCancelled: {
    subject: 'Your shift for {{title}} is off',
    body: '{{company}} deleted the job "{{title}}" ({{start}}). Your application is now cancelled and the shift has been removed from your calendar.',
  },
  shiftCancelledByBusiness: {
    subject: 'Your shift for {{title}} has been cancelled',
    body: '{{company}} cancelled your shift "{{title}}" ({{start}}). Reason: {{reason}}',
  },
  shiftCancelledByWorker: {
    subject: '{{worker}} cancelled the shift for {{title}}',
    body: '{{worker}} will not come to work for "{{title}}" ({{start}}). The place is free again for other jobbers.',
  },
  noShowClaimed: {
    subject: "{{company}} reports that you didn't show up",
    body: '{{company}} marked you as a no-show for "{{title}}" ({{start}}). Not right, for instance because you were there or the time had changed? Contest it within 72 hours under My Applications.',
  },
  noShowContested: {
    subject: '{{worker}} contests the no-show for {{title}}',
    body: '{{worker}} says the no-show report for "{{title}}" ({{start}}) is wrong: {{reason}} Confirm or withdraw the report on your dashboard. Until then it does not count.',
  },
  noShowWithdrawn: {
    subject: '{{company}} withdrew the no-show',
    body: '{{company}} withdrew the no-show report for "{{title}}" ({{start}}). It does not count; now confirm the hours you worked under My Applications.',
  },
  noShowConfirmed: {
    subject: '{{company}} upholds the no-show for {{title}}',
    body: '{{company}} read your objection and upholds the no-show report for "{{title}}" ({{start}}). It counts towards your reliability.',
  },
  shiftCancelledByWorkerWithReason: {
    subject: '{{worker}} cancelled the shift for {{title}}',
    body: '{{worker}} will not come to work for "{{title}}" ({{start}}). Reason: {{reason}} The place is free again for other jobbers.',
  },
  invitationAccepted: {
    subject: '{{worker}} is coming to work: {{title}}',
    body: '{{worker}} accepted your invitation for "{{title}}" ({{start}}). The shift is booked.',
  },
  invitationDeclined: {
    subject: "{{worker}} can't make {{title}}",
    body: '{{worker}} declined your invitation for "{{title}}" ({{start}}). Invite someone else or wait for applications.',
  },
  shiftChangeProposed: {
    subject: '{{company}} wants to change your shift {{title}}',
    body: '{{company}} wants to change your booked shift "{{title}}": {{changes}}. Until you accept the change, your shift stays as agreed. Accept or decline under My Applications; declining cancels the shift without counting against you.',
  },
  shiftUpdated: {
    subject: '{{company}} updated {{title}}',
    body: '{{company}} updated the description of your shift "{{title}}" ({{start}}). Your hours, place and wage stay as agreed.',
  },
  shiftChangeAccepted: {
    subject: '{{worker}} accepts the change to {{title}}',
    body: '{{worker}} accepted the change to "{{title}}": the shift is booked on the new terms.',
  },
  shiftChangeDeclined: {
    subject: '{{worker}} declines the change to {{title}}',
    body: '{{worker}} declined the change to "{{title}}": the shift is cancelled and the place is free again.',
  },
  shiftReminder: {
    subject: 'Tomorrow: {{title}} at {{company}}',
    body: 'A reminder: your shift "{{title}}" at {{company}} starts on {{start}}. Can\'t make it after all? Cancel as soon as possible under My Applications.',
  },
  hoursToConfirm: {
    subject: 'Confirm your hours for {{title}}',
    body: 'Your shift "{{title}}" at {{company}} ({{start}}) is over. Confirm under My Applications how long you worked, so {{company}} can approve your hours.',
  },
  hoursSubmitted: {
    subject: '{{worker}} confirmed the hours for {{title}}',
    body: '{{worker}} worked {{hours}} hours for "{{title}}" ({{start}}). Approve or correct the hours on your dashboard; after 72 hours they are approved automatically.',
  },
  hoursSubmittedFarFromPlan: {
    subject: '{{worker}} confirmed the hours for {{title}}: check them',
    body: 'According to {{worker}}, they worked {{hours}} hours for "{{title}}" ({{start}}). That differs by more than a quarter from the planned hours, so they will not be approved automatically: approve or correct them on your dashboard.',
  },
  inszNeeded: {
    subject: '{{company}} needs your national register number',
    body: 'You are booked for "{{title}}". To declare your work to the NSSO (the Dimona), {{company}} needs your national register number, or your BIS number if you are not Belgian. Enter it in your profile. Only an employer who books you sees it, and your privacy settings show who saw it and when.',
  },
  unsignedStudentContract: {
    subject: 'Student contract for "{{title}}" not signed yet',
    body: 'The shift "{{title}}" starts {{start}}. A student may only work with a student contract you both signed before the start. Read and sign the contract in Jobbel.',
  },
  contractSigned: {
    subject: '{{signer}} signed the contract for "{{title}}"',
    body: '{{signer}} signed the contract for "{{title}}" ({{start}}). Read it and sign too, and it is done.',
  },
  dataExportReady: {
    subject: 'Your data is ready',
    body: 'The export of your data is ready. Download it in Jobbel under Settings › Privacy until {{expires}}; after that it is deleted.',
  },
  workerLeaves: {
    subject: '{{worker}} is deleting their account',
    body: '{{worker}} asked to delete their Jobbel account, on {{due}}. The shift "{{title}}" {{start}} stays booked; get in touch to know whether it goes ahead.',
  },
  businessLeaves: {
    subject: '{{business}} closes the job "{{title}}"',
    body: '{{business}} is deleting its Jobbel account. The job "{{title}}" ({{start}}) takes no more applications, and yours lapses. Feel free to look for another shift.',
  },
  checkedByHand: {
    subject: '{{business}} recorded your {{kind}} by hand',
    body: '{{business}} noted your {{kind}} for "{{title}}" at {{time}}, by hand. Reason: {{reason}}. Not right? Send the business a message before you submit your hours.',
  },
  checkKinds: { in: 'arrival', out: 'departure' },
  checkInReminder: {
    subject: 'Check in soon for "{{title}}"',
    body: "Your shift at {{business}} starts {{start}}. When you arrive, scan the code on the business's screen or type the 6 digits under it: your hours will be right straight away.",
  },
  noCheckIn: {
    subject: '{{worker}} has not checked in yet',
    body: '{{worker}} was due to start "{{title}}" {{start}} and has not checked in yet. If {{worker}} is not there, report a no-show; if {{worker}} is there, check them in by hand. Or wait a little longer.',
  },
  dimonaDueSoon: {
    subject: 'Dimona for {{worker}} not declared yet',
    body: '{{worker}} starts "{{title}}" as a {{regime}} on {{start}}. The Dimona must reach the NSSO before the start. Declare it and enter the period ID on your dashboard, under Dimona to do.',
  },
  dimonaDueNow: {
    subject: "{{worker}}'s shift is starting: the Dimona is still missing",
    body: '{{worker}} is starting "{{title}}" ({{start}}) now and the Dimona is not marked as declared yet. Working without a Dimona is not allowed: declare it right away and enter the period ID on your dashboard.',
  },
  hoursAutoApproveSoon: {
    subject: "Tomorrow {{worker}}'s hours will be approved automatically",
    body: 'The hours {{worker}} confirmed for "{{title}}" ({{start}}), {{hours}} hours, will be approved automatically within 24 hours. Not right? Correct them now on your dashboard.',
  },
  hoursContested: {
    subject: '{{worker}} contests the corrected hours for {{title}}',
    body: '{{worker}} disagrees with the corrected hours for "{{title}}" ({{start}}): {{comment}} Decide on your dashboard: your correction or their hours. That decision is final.',
  },
  hoursSettled: {
    subject: 'The hours for {{title}} are settled',
    body: '{{company}} decided on your objection: your hours for "{{title}}" are {{hours}} hours. That is final.',
  },
  hoursApproved: {
    subject: 'Your hours for {{title}} have been approved',
    body: 'Your hours for "{{title}}" at {{company}} have been approved: {{hours}} hours. Now give {{company}} a rating too; you have 14 days.',
  },
  hoursCorrected: {
    subject: 'Your hours for {{title}} have been corrected',
    body: '{{company}} corrected your hours for "{{title}}" to {{hours}} hours. Comment: {{comment}} Now give {{company}} a rating too; you have 14 days.',
  },
  ratingOpen: {
    subject: 'Rate {{worker}} for {{title}}',
    body: '{{worker}}\'s hours for "{{title}}" ({{start}}) have been approved. Leave a rating in the job\'s applicants overview; you have 14 days.',
  },
  teamInvitation: {
    subject: '{{company}} invites you: {{title}}',
    body: '{{company}} would love to count on you again and invites you to "{{title}}" ({{start}}). Accept with one click under My Applications.',
  },
  unsubscribe: {
    email: 'No more emails about your applications and shifts? Turn them off with one click:',
    jobAlerts: 'No more job alerts by email? Turn them off with one click:',
    messages: 'No more emails about new messages? Turn them off with one click:',
    link: 'Unsubscribe',
    done: 'You will no longer get these emails. You can always turn them back on in Settings in Jobbel.',
  },
  newApplicant: {
    subject: 'New applicant for {{title}}',
    body: '{{worker}} applied for "{{title}}" ({{start}}). See the application on your dashboard.',
  },
  newMessage: {
    subject: 'New message about {{title}}',
    body: '{{from}} wrote: "{{excerpt}}"',
  },
  jobAlert: {
    subject: 'New job for your alert "{{alert}}": {{title}}',
    body: '{{company}} is looking for someone for "{{title}}" in {{location}}, {{start}}.',
  },
  alertDigest: {
    subject: {
      one: "Today's job alerts: 1 new job",
      other: "Today's job alerts: {{count}} new jobs",
    },
    intro: 'Since yesterday these jobs matching your alerts were added:',
    line: '{{title}} — {{location}}, {{start}}: {{link}}',
  },
  actions: {
    noShow: 'Did not come',
    wait: 'Wait a little',
  },
  links: {
    privacy: 'To your privacy settings',
    contract: 'Open the contract',
    checkIn: 'Go to check-in',
    job: 'See the job',
    dashboard: 'Go to the jobs',
    myApplications: 'My Applications',
    employerDashboard: 'Go to your dashboard',
    messages: 'Go to your messages',
    profileSettings: 'Go to your profile',
  },
};
