import { validation } from '../i18n/nl-BE/validation-all';

/** The nl-BE text a schema message key stands for, as users read it (tests only). */
export function nlText(key: string | undefined, params: Record<string, string> = {}): string | undefined {
  if (key === undefined) return undefined;
  const [root, ...path] = key.split('.');
  if (root !== 'validation') return key;
  let node: unknown = validation;
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`Missing nl-BE text: ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}
