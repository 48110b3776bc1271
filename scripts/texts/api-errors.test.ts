import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { apiTexts, readsAsEnglish, WORDED_BY_THE_SPEC } from '../../apps/api/src/test/reads-dutch';

/**
 * Every error the API answers reaches a person (docs/decisions/texts.md). Its
 * message comes from the catalogue, and the catalogue says it in Dutch unless the specification
 * words it (then the spec's words are copied exactly).
 */
const repo = join(import.meta.dirname, '../..');

function apiSources(): string[] {
  const dir = join(repo, 'apps/api/src');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !file.startsWith('test/'))
    .map((file) => join(dir, file));
}

const ERROR_MAKERS =
  /^(badRequest|unauthorized|forbidden|notFound|conflict|tooManyRequests|ensure|HttpError)$/;

/** String literals with words in them that are handed to an error, where a catalogue text belongs. */
function literalMessages(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const callee =
      ts.isCallExpression(node) || ts.isNewExpression(node) ? node.expression.getText(source) : undefined;
    if (callee && ERROR_MAKERS.test(callee))
      for (const argument of (node as ts.CallExpression).arguments ?? [])
        if (ts.isStringLiteralLike(argument) && /\s/.test(argument.text))
          found.push(`${relative(repo, file)}: ${argument.text}`);
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === 'message' &&
      ts.isStringLiteralLike(node.initializer)
    )
      found.push(`${relative(repo, file)}: ${node.initializer.text}`);
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe('API error texts', () => {
  it('takes every error message from the catalogue', () => {
    const sources = apiSources();
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.flatMap(literalMessages)).toEqual([]);
  });

  it('says each API and validation text in Dutch unless the specification words it', () => {
    const texts = apiTexts();
    const english = texts.filter(([, text]) => readsAsEnglish(text)).map(([key, text]) => `${key}: ${text}`);
    expect(texts.length).toBeGreaterThan(150);
    expect(english).toEqual([]);
  });

  it('keeps the list of spec-worded keys to keys that exist', () => {
    const keys = new Set(apiTexts().map(([key]) => key));
    expect([...WORDED_BY_THE_SPEC].filter((key) => !keys.has(key))).toEqual([]);
  });
});
