/**
 * What a person typed survives a language switch, which reloads the page (texts are read when modules
 * load: docs/decisions/texts.md). The named fields of the page's forms are kept in this tab for the
 * reload and typed back once the same page shows them again. Passwords are never kept.
 */
const KEPT_FIELDS_KEY = 'jobbel.typedFields';
const WAIT_FOR_FIELDS_MS = 5000;

type KeptField = { form: number; name: string; value: string };
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const KEPT_INPUT_TYPES = new Set([
  'text',
  'email',
  'tel',
  'number',
  'date',
  'datetime-local',
  'time',
  'url',
  'search',
]);

function keptFieldsOf(form: HTMLFormElement, index: number): KeptField[] {
  return (
    [...form.elements]
      .filter(
        (element): element is Field =>
          (element instanceof HTMLInputElement && KEPT_INPUT_TYPES.has(element.type)) ||
          element instanceof HTMLTextAreaElement ||
          element instanceof HTMLSelectElement,
      )
      // a select's choice is kept as it is; a text only when it differs from what the page gave it
      .filter(
        (field) => field.name && (field instanceof HTMLSelectElement || field.value !== field.defaultValue),
      )
      .map((field) => ({ form: index, name: field.name, value: field.value }))
  );
}

/** Keeps what was typed in this page's forms for the page that replaces it. */
export function keepTypedFields(): void {
  const fields = [...document.forms].flatMap(keptFieldsOf);
  if (fields.length === 0) return;
  try {
    sessionStorage.setItem(
      KEPT_FIELDS_KEY,
      JSON.stringify({ path: location.pathname + location.search, fields }),
    );
  } catch {
    // storage blocked: the switch still happens, the typing is lost as before
  }
}

function typeInto(field: Field, value: string) {
  // the element's own setter, then the events a person's typing sends, so the form library hears it
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Types the kept fields back once the page shows them (forms often render after their data). */
export function restoreTypedFields(): void {
  let kept: { path: string; fields: KeptField[] } | null = null;
  try {
    kept = JSON.parse(sessionStorage.getItem(KEPT_FIELDS_KEY) ?? 'null');
    sessionStorage.removeItem(KEPT_FIELDS_KEY);
  } catch {
    return;
  }
  if (!kept || kept.path !== location.pathname + location.search) return;
  let waiting = kept.fields;
  const fill = () => {
    waiting = waiting.filter((each) => {
      const field = document.forms[each.form]?.elements.namedItem(each.name);
      if (!(field instanceof HTMLElement) || !('value' in field)) return true;
      typeInto(field as Field, each.value);
      return false;
    });
    if (waiting.length === 0) observer.disconnect();
  };
  const observer = new MutationObserver(fill);
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), WAIT_FOR_FIELDS_MS);
  fill();
}
