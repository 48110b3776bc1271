import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { api } from '../../packages/shared/src/i18n/nl-BE/api';
import { mail } from '../../packages/shared/src/i18n/nl-BE/mail';
import { validation } from '../../packages/shared/src/i18n/nl-BE/validation-all';
import { web } from '../../packages/shared/src/i18n/nl-BE/web-all';

const repo = join(import.meta.dirname, '../..');
const catalogue: Record<string, unknown> = { api, mail, validation, web };
const KEY = /^(api|mail|validation|web)\.[\w.]+$/;

function sourcesUnder(dir: string, extensions = /\.tsx?$/): string[] {
  return readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => extensions.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file) && !file.includes('test/'),
    )
    .map((file) => join(repo, dir, file));
}

function parse(file: string) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const textOf = (key: string, from: unknown = catalogue) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], from);

/** A text that depends on a number: `{ one, other }` (packages/shared/src/i18n/translator.ts). */
const isPlural = (node: unknown): node is { one: string; other: string } =>
  typeof node === 'object' && node !== null && typeof (node as { other?: unknown }).other === 'string';
const isText = (node: unknown) => typeof node === 'string' || isPlural(node);

const sources = [
  ...sourcesUnder('apps/web/src'),
  ...sourcesUnder('apps/api/src'),
  ...sourcesUnder('packages/shared/src').filter((file) => !file.includes('/i18n/')),
];

function keysNamedInCode(): Set<string> {
  const used = new Set<string>();
  for (const file of sources)
    walk(parse(file), (node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && KEY.test(node.text))
        // a literal naming a group rather than a text (a fixed list's labels: lib/i18n.ts labelOf) uses it all
        used.add(isText(textOf(node.text)) || textOf(node.text) === undefined ? node.text : `${node.text}.*`);
      // t(`mail.${kind}.subject`): the template names a group of entries
      if (ts.isTemplateExpression(node) && KEY.test(`${node.head.text}x`)) used.add(`${node.head.text}*`);
    });
  return used;
}

function leavesOf(node: unknown, path = ''): string[] {
  if (isText(node)) return [path];
  return Object.entries(node as object).flatMap(([key, child]) =>
    leavesOf(child, path ? `${path}.${key}` : key),
  );
}

describe('texts (docs/decisions/texts.md)', () => {
  it('finds every key the code names in the nl-BE catalogue', () => {
    const used = keysNamedInCode();
    const missing = [...used].filter((key) =>
      key.endsWith('*') ? textOf(key.slice(0, -2)) === undefined : !isText(textOf(key)),
    );
    expect(used.size).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });

  it('keeps user-facing words out of web components', () => {
    const literals: string[] = [];
    const WORDS = /\p{L}{2,}/u;
    const SHOWN_ATTRIBUTE =
      /^(label|placeholder|title|alt|aria-label|aria-description|aria-placeholder|message|hint|description)$/;
    /** Literal text an expression shows as it is: 'Ja', cond ? 'Ja' : 'Nee', `${n} stuks`. */
    const shownLiterals = (node: ts.Node): string[] => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
      if (ts.isTemplateExpression(node))
        return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (ts.isConditionalExpression(node))
        return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
      // 'a' + b, b ?? 'fallback', b || 'fallback': the literal is shown; comparisons show nothing
      if (
        ts.isBinaryExpression(node) &&
        [ts.SyntaxKind.PlusToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
          node.operatorToken.kind,
        )
      )
        return [...shownLiterals(node.left), ...shownLiterals(node.right)];
      if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression);
      return [];
    };
    for (const file of sourcesUnder('apps/web/src', /\.tsx$/))
      walk(parse(file), (node) => {
        const where = `${relative(repo, file)}: `;
        if (ts.isJsxText(node) && WORDS.test(node.text)) literals.push(where + node.text.trim());
        // {'Ja'} or {open ? 'Sluiten' : 'Openen'} between tags
        if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
          for (const text of shownLiterals(node.expression))
            if (WORDS.test(text)) literals.push(where + text);
        if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTE.test(node.name.getText()) && node.initializer) {
          const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
          for (const text of value ? shownLiterals(value) : [])
            if (WORDS.test(text)) literals.push(where + text);
        }
      });
    expect(literals).toEqual([]);
  });

  it('holds no text that nothing shows', () => {
    const used = [...keysNamedInCode()];
    const unused = leavesOf(catalogue).filter(
      (key) => !used.some((name) => (name.endsWith('*') ? key.startsWith(name.slice(0, -1)) : name === key)),
    );
    expect(unused).toEqual([]);
  });
});
