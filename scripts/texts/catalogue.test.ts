import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { api as enApi } from '../../packages/shared/src/i18n/en/api';
import { mail as enMail } from '../../packages/shared/src/i18n/en/mail';
import { validation as enValidation } from '../../packages/shared/src/i18n/en/validation-all';
import { api } from '../../packages/shared/src/i18n/nl-BE/api';
import { mail } from '../../packages/shared/src/i18n/nl-BE/mail';
import { validation } from '../../packages/shared/src/i18n/nl-BE/validation-all';
import { web } from '../../packages/shared/src/i18n/nl-BE/web-all';

const repo = join(import.meta.dirname, '../..');
const catalogue: Record<string, unknown> = { api, mail, validation, web };
const englishWeb = import.meta.glob<Record<string, unknown>>('../../packages/shared/src/i18n/en/web/*.ts', {
  eager: true,
});
const english: Record<string, unknown> = {
  api: enApi,
  mail: enMail,
  validation: enValidation,
  web: Object.assign({}, ...Object.values(englishWeb)),
};
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

/** Two spellings of one word: equal, or one letter added, dropped or changed. */
function closeSpelling(a: string, b: string) {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (a[i] === b[i]) i++;
  return [
    a.slice(i + 1) === b.slice(i + 1),
    a.slice(i + 1) === b.slice(i),
    a.slice(i) === b.slice(i + 1),
  ].some(Boolean);
}

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

  it('names each text by what it says, not by its Dutch words or the start of its sentence', () => {
    const wordsOf = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f']/g, '')
        .replace(/\{\{\w+\}\}/g, ' ')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean);
    const camelCased = (words: string[]) =>
      words
        .map((word, i) => (i === 0 ? word : word[0].toUpperCase() + word.slice(1)))
        .join('')
        .toLowerCase();
    // a group named as a whole (a fixed list's labels, t(`...${value}`)) is keyed by the stored value
    const wholeGroups = [...keysNamedInCode()]
      .filter((name) => name.endsWith('*'))
      .map((name) => name.slice(0, -1));
    const wordingKeys = leavesOf(catalogue).filter((key) => {
      if (wholeGroups.some((group) => key.startsWith(group))) return false;
      const node = textOf(key);
      const text = isPlural(node) ? node.other : (node as string);
      const words = wordsOf(text);
      const name = key.split('.').at(-1)?.toLowerCase();
      const wordsTaken = (words: string[]) =>
        words.findLastIndex((_, i) => camelCased(words.slice(0, i + 1)) === name) + 1;
      const taken = wordsTaken(words);
      if (taken === 0) return false;
      const englishNode = textOf(key, english);
      const englishWords = wordsOf(isPlural(englishNode) ? englishNode.other : String(englishNode)).map(
        (word) => word.toLowerCase(),
      );
      // 'favorites' in the spec's English is 'favourites' in ours: a letter apart is the same word
      const inEnglish = (word: string) =>
        englishWords.some((other) => closeSpelling(word.toLowerCase(), other));
      const dutchWording =
        !englishWords.join('').includes(name ?? '') &&
        words.slice(0, taken).filter(inEnglish).length < (taken * 2) / 3;
      const sentenceStart = taken >= 4 && taken < words.length;
      return dutchWording || sentenceStart;
    });
    expect(wordingKeys).toEqual([]);
  });
});
