import { api } from '@jobbel/shared/i18n/nl-BE/api';
import { validation } from '@jobbel/shared/i18n/nl-BE/validation-all';

/**
 * "Copy strings exactly; where the spec is silent, Dutch" (spec README), for what the API answers.
 * These keys' texts are the specification's own words, with where it gives them.
 */
export const WORDED_BY_THE_SPEC = new Set([
  'api.accounts.nameExists', // spec 000 §registration: the server's 'account name exists'
  'api.accounts.emailExists', // spec 000 §registration: the server's 'account email exists'
  'validation.skills.pleaseEnterASkillName', // spec 001 §Skills
  'validation.jobs.endBeforeStart', // spec 001 §Job forms
  'validation.businesses.requiredFieldsMissing', // spec 001 §Business profile
  'validation.password.required', // spec 000 §login
  'validation.password.tooShort', // spec 000 §registration
  'validation.password.tooSimple',
  'validation.password.currentRequired', // spec 001 §password change
  'validation.password.newRequired',
  'validation.password.newMismatch',
  'validation.password.newSameAsCurrent',
  'validation.password.newTooShort',
  'validation.password.newTooSimple',
  'validation.registration.birthDateRequired', // spec 000 §registration
  'validation.registration.birthYearInvalid',
  'validation.registration.usernameRequired',
  'validation.registration.usernameCharacters',
  'validation.registration.confirmationRequired',
  'validation.registration.passwordsDiffer',
  'validation.registration.usernameTooShort',
  'validation.applications.businessAccountsCannotApplyForJobs', // spec 001 §Apply
  'validation.experience.startRequired', // spec 001 §Experience
  'validation.experience.endBeforeStart',
]);

/** Words English sentences are made of and Dutch ones never use. */
const ENGLISH_WORDS =
  /\b(the|you|your|please|must|only|this|can|cannot|has|have|are|not|and|with|for|already|required|found|invalid|may|should|does|expected|send|received|route)\b/i;

/** Every text of the API's catalogue, by key. */
export function apiTexts(): [key: string, text: string][] {
  return [...leaves(api, 'api'), ...leaves(validation, 'validation')];
}

function leaves(node: unknown, path: string): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  return Object.entries(node as object).flatMap(([key, child]) => leaves(child, `${path}.${key}`));
}

const specWorded = apiTexts()
  .filter(([key]) => WORDED_BY_THE_SPEC.has(key))
  // the longest first: one spec text can begin with another
  .sort(([, a], [, b]) => b.length - a.length)
  .map(
    ([, text]) => new RegExp(text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+?'), 'g'),
  );

/** Whether a message (or a catalogue text) says something in English the spec did not word. */
export function readsAsEnglish(message: string): boolean {
  const own = specWorded.reduce((rest, words) => rest.replace(words, ''), message);
  return ENGLISH_WORDS.test(own.replace(/\{\{\w+\}\}/g, ''));
}
