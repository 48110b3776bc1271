/**
 * The kinds of personal data Jobbel keeps of an account (docs/decisions/my-data.md): each is one JSON
 * file, and a CSV per table, in the export a person downloads, and a section of its README.
 */
export const WORKER_DATA_KINDS = [
  'account',
  'profile',
  'workStatus',
  'skills',
  'experience',
  'settings',
  'applications',
  'checkIns',
  'ratings',
  'messages',
  'alerts',
  'notifications',
  'pushDevices',
  'inszDisclosures',
  'signIns',
  'contracts',
  'team',
  'calendarFeed',
  'files',
] as const;
/** What a business account adds: its business, jobs, the applications to them and its legal details. */
export const BUSINESS_DATA_KINDS = ['business', 'jobs', 'applicants', 'legal'] as const;
export const DATA_KINDS = [...WORKER_DATA_KINDS, ...BUSINESS_DATA_KINDS] as const;
export type DataKind = (typeof DATA_KINDS)[number];

/** The download of an export stays this long; then the file is deleted. */
export const DATA_EXPORT_KEPT_DAYS = 7;
/** A new export can be asked once per this many hours. */
export const DATA_EXPORT_EVERY_HOURS = 24;

export const DATA_EXPORT_STATES = ['pending', 'building', 'ready', 'failed'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** An asked deletion is done this many days later; until then signing in offers to cancel it. */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;
/** The name an erased account's person is shown under, in the records the law keeps. */
export const DELETED_USER_FIRST_NAME = 'Verwijderde';
export const DELETED_USER_LAST_NAME = 'gebruiker';
