import { z } from 'zod';
import { presenceListSchema } from '../check-in/check-in.schemas';
import {
  costEstimateSchema,
  dimonaDeclarationSchema,
  EXPORT_FORMAT_VERSION,
  performanceListSchema,
} from './exports.schemas';

/** The JSON Schema of each export, written to docs/exports/ so readers outside Jobbel can check a file. */
export function exportJsonSchemas() {
  const of = (schema: z.ZodType) => {
    const { $schema: _dialect, ...definition } = z.toJSONSchema(schema, { target: 'draft-2020-12' });
    return definition;
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://jobbel.be/exports/format-${EXPORT_FORMAT_VERSION}.schema.json`,
    title: `Jobbel exports, format ${EXPORT_FORMAT_VERSION}`,
    $defs: {
      dimonaDeclaration: of(dimonaDeclarationSchema),
      performances: of(performanceListSchema),
      costEstimate: of(costEstimateSchema),
      presence: of(presenceListSchema),
    },
  };
}
