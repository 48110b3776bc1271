import { Children, type ReactNode } from 'react';

/**
 * A whole sentence from the catalogue whose placeholders are elements ('We sent a code to
 * <strong>{{email}}</strong>'): each language orders its words itself, nothing is glued in JSX.
 */
export function Sentence({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  const pieces = text.split(/\{\{\s*(\w+)\s*\}\}/);
  // odd pieces are placeholder names; the sentence's order is fixed, so positions key them
  return (
    <>{Children.toArray(pieces.map((piece, index) => (index % 2 === 0 ? piece : (parts[piece] ?? piece))))}</>
  );
}
