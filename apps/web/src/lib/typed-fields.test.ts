import { afterEach, describe, expect, it } from 'vitest';
import { keepTypedFields, restoreTypedFields } from './typed-fields';

function page() {
  document.body.innerHTML = `
    <form>
      <input name="email" type="email" />
      <input name="password" type="password" />
      <textarea name="bio"></textarea>
    </form>`;
  return document.forms[0]!;
}

const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

describe('what was typed survives a language switch (lib/typed-fields.ts)', () => {
  afterEach(() => sessionStorage.clear());

  it('types the fields back into the same page after the reload, never the password', async () => {
    const before = page();
    field(before, 'email').value = 'lies@example.be';
    field(before, 'password').value = 'Geheim123';
    field(before, 'bio').value = 'Barista sinds 2020';
    keepTypedFields();
    expect(sessionStorage.getItem('jobbel.typedFields')).not.toContain('Geheim123');

    // the reloaded page renders its form a moment later
    document.body.innerHTML = '';
    restoreTypedFields();
    const heard: string[] = [];
    const after = page();
    after.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).name));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(field(after, 'email').value).toBe('lies@example.be');
    expect(field(after, 'bio').value).toBe('Barista sinds 2020');
    expect(field(after, 'password').value).toBe('');
    // the form library hears the typing as it would a person's
    expect(heard).toEqual(expect.arrayContaining(['email', 'bio']));
  });

  it('types nothing into another page', async () => {
    const before = page();
    field(before, 'email').value = 'lies@example.be';
    keepTypedFields();
    const kept = JSON.parse(sessionStorage.getItem('jobbel.typedFields')!);
    sessionStorage.setItem('jobbel.typedFields', JSON.stringify({ ...kept, path: '/elders' }));
    restoreTypedFields();
    const after = page();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(field(after, 'email').value).toBe('');
  });
});
