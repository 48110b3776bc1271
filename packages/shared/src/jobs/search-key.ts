/** What text search and the location filter compare: lower case, accents removed ('Café' and 'cafe' match). */
export function toSearchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** '&amp;' reads as '&': the named entities an editor writes, and every numeric one. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (!name.startsWith('#')) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** The words of an HTML description as plain text (card excerpts, search), entities decoded. */
export function stripHtml(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();
}

/**
 * Quill 2 writes every space as a non-breaking one, so a paragraph would never wrap on a phone:
 * descriptions are previewed and stored with plain spaces.
 */
export function withPlainSpaces(html: string): string {
  return html.replace(/&nbsp;|\u00a0/g, ' ');
}
