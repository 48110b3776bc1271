import { z } from 'zod';
import { idSchema } from '../app/primitive.schemas';
import { type PasswordConfirmation, passwordConfirmationSchema } from '../auth/password.schemas';
import { DATA_EXPORT_STATES } from './my-data.constants';

/** One export a person asked for, as Settings › Privacy lists it. */
export const dataExportSchema = z.object({
  exportID: z.number(),
  state: z.enum(DATA_EXPORT_STATES),
  requestedDateTime: z.string(),
  readyDateTime: z.string().nullable(),
  /** after this moment the file is gone */
  expiresDateTime: z.string().nullable(),
  bytes: z.number().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportListSchema = z.object({ exports: z.array(dataExportSchema) });
export const dataExportQuerySchema = z.object({ id: idSchema });

/** POST /api/mydata/deletion — the account asks to be deleted, confirming with its password. */
export const askDeletionPayloadSchema = passwordConfirmationSchema;
export type AskDeletionPayload = PasswordConfirmation;
export const accountDeletionSchema = z.object({ deletionDueDateTime: z.string().nullable() });
