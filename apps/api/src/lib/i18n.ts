import { api } from '@jobbel/shared/i18n/nl-BE/api';
import { mail } from '@jobbel/shared/i18n/nl-BE/mail';
import { validation } from '@jobbel/shared/i18n/nl-BE/validation-all';
import { createTranslator } from '@jobbel/shared/i18n/translator';
import { z } from 'zod';

// A schema without its own message (a wrong type, an unknown option) still answers in Dutch.
z.config(z.locales.nl());

export const apiCatalogue = { api, mail, validation };

// Synchronous, so that messages built at import time read the catalogue (docs/decisions/texts.md).
const texts = createTranslator(apiCatalogue);

/** The text of a catalogue key in the answer's language. */
export const t = texts.t;

/** Shared schemas carry message keys: a key becomes its text, anything else stays as it is. */
export function translateMessage(message: string): string {
  return texts.exists(message) ? texts.t(message) : message;
}
