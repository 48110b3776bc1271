import { CONTRACT_KINDS, CONTRACT_LANGUAGES } from '@jobbel/shared/contracts/contracts.constants';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_FIELD_OWNERS,
  CONTRACT_TEMPLATES,
  type ContractData,
  fieldsOf,
  MANDATORY_MENTIONS,
  MissingContractFields,
  renderContract,
} from './contract-templates';

const filled = (fields: string[]): ContractData =>
  Object.fromEntries(fields.map((field) => [field, `«${field}»`]));

describe('contract templates', () => {
  for (const language of CONTRACT_LANGUAGES)
    for (const kind of CONTRACT_KINDS) {
      const template = CONTRACT_TEMPLATES[language][kind];

      it(`${language} ${kind}: names every mandatory mention, and only known fields`, () => {
        const named = fieldsOf(template);
        expect(MANDATORY_MENTIONS[kind].filter((field) => !named.includes(field))).toEqual([]);
        expect(named.filter((field) => !(field in CONTRACT_FIELD_OWNERS))).toEqual([]);
      });

      it(`${language} ${kind}: merges every field, and refuses to write one left empty`, () => {
        const named = fieldsOf(template);
        const text = renderContract(kind, language, filled(named));
        expect(text).not.toMatch(/\{\{|\}\}/);
        for (const field of MANDATORY_MENTIONS[kind]) expect(text).toContain(`«${field}»`);
        for (const field of MANDATORY_MENTIONS[kind]) {
          const without = { ...filled(named), [field]: field === 'tasks' ? '  ' : null };
          expect(() => renderContract(kind, language, without)).toThrow(MissingContractFields);
          try {
            renderContract(kind, language, without);
          } catch (error) {
            expect((error as MissingContractFields).fields).toEqual([field]);
          }
        }
      });
    }

  it('the French and the Dutch text of each document name the same fields', () => {
    for (const kind of CONTRACT_KINDS)
      expect(new Set(fieldsOf(CONTRACT_TEMPLATES['fr-BE'][kind]))).toEqual(
        new Set(fieldsOf(CONTRACT_TEMPLATES['nl-BE'][kind])),
      );
  });
});
