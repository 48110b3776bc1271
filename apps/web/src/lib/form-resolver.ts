import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * The one way a form validates: react-hook-form with the shared zod schema. Zod and the schema (25 KB
 * of gzip) are fetched when someone first puts focus in the page (or a validation asks first), not
 * while the phone is still busy showing it; they are in long before anyone presses submit, and a
 * validation that comes earlier simply waits for them.
 */
export function sharedSchemaResolver<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let resolver: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  const load = () => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema) as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    );
    return resolver;
  };
  if (typeof document !== 'undefined')
    document.addEventListener('focusin', () => void load(), { once: true });
  return async (values, context, options) => (await load())(values, context, options);
}
