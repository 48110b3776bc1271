import { describe, expect, it } from 'vitest';
import { stripHtml, toSearchKey } from './search-key';

describe('search keys and plain text', () => {
  it('lower-cases and removes accents so cafe finds Café', () => {
    expect(toSearchKey('  Café   Crème BRÛLÉE ')).toBe('cafe creme brulee');
  });

  it('strips markup without leaving spaces before punctuation', () => {
    expect(stripHtml('<p>Een <strong>drukke</strong>.</p><ul><li>Shift</li></ul>')).toBe('Een drukke. Shift');
  });

  it('decodes entities so cards read as written, without turning text into markup', () => {
    expect(stripHtml('<p>Bar&nbsp;&amp;&nbsp;keuken &lt;b&gt; &#233;&#xE9; &bogus;</p>')).toBe(
      'Bar & keuken <b> éé &bogus;',
    );
  });
});
