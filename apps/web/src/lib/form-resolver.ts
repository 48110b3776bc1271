import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * The one way a form validates: react-hook-form with the shared zod schema. The schema and zod arrive
 * after the form has painted (25 KB of gzip a phone need not wait for) and are in long before anyone
 * presses submit; a validation that comes earlier simply waits for them.
 */
export function sharedSchemaResolver<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  const resolver = Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
    ([{ zodResolver }, schema]) =>
      zodResolver(schema) as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
  );
  return async (values, context, options) => (await resolver)(values, context, options);
}
