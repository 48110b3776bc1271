/**
 * A contract's text is plain lines (docs/decisions/contracts.md): `# ` a title, `## ` a heading, and
 * paragraphs between empty lines,
 * each line of a paragraph kept (a list is a line per item). The screen and the PDF both show it from these blocks.
 */
export type ContractBlock = { kind: 'title' | 'heading' | 'paragraph'; text: string };

export function contractBlocks(text: string): ContractBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk.length > 0)
    .map((chunk) => {
      if (chunk.startsWith('## ')) return { kind: 'heading', text: chunk.slice(3).trim() };
      if (chunk.startsWith('# ')) return { kind: 'title', text: chunk.slice(2).trim() };
      return { kind: 'paragraph', text: chunk.replace(/[ \t]*\n[ \t]*/g, '\n') };
    });
}

/** Both sides signed this version. */
export const signedByBoth = (signatures: readonly { party: string }[]) =>
  signatures.some((signature) => signature.party === 'business') &&
  signatures.some((signature) => signature.party === 'worker');
