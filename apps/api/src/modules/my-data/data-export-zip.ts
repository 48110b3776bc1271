import { buffer } from 'node:stream/consumers';
import type { AccountType } from '@jobbel/shared/auth/auth.constants';
import type { Language } from '@jobbel/shared/i18n/locales';
import { DATA_KINDS, type DataKind, WORKER_DATA_KINDS } from '@jobbel/shared/my-data/my-data.constants';
import type { Kysely } from 'kysely';
import yazl from 'yazl';
import type { Database } from '../../db/database';
import { belgianCsv } from '../../lib/belgian-csv';
import { readableMoment } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-encryption';
import { inLanguage, t } from '../../lib/i18n';
import { businessExports } from './business-exports';
import {
  type DataOwner,
  READ_KIND,
  SECRET_COLUMNS,
  type TableRows,
  uploadedFiles,
} from './data-kinds.repository';

const ENCRYPTED_INSZ = 'userNationalRegisterNumberEncrypted';

/** The kinds an account's export holds: a business's add its business, jobs, applicants and details. */
export const kindsOf = (accountType: AccountType): readonly DataKind[] =>
  accountType === 'business' ? DATA_KINDS : WORKER_DATA_KINDS;

/** A row as its owner reads it: secrets left out, the national register number readable. */
function readable(cipher: FieldCipher, row: Record<string, unknown>): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (SECRET_COLUMNS.has(column)) continue;
    if (column === ENCRYPTED_INSZ) {
      shown.userNationalRegisterNumber = typeof value === 'string' ? cipher.decrypt(value) : null;
      continue;
    }
    shown[column] = Buffer.isBuffer(value) ? undefined : value;
  }
  return shown;
}

const columnsOf = (rows: TableRows) => [...new Set(rows.flatMap((row) => Object.keys(row)))];

function readme(kinds: readonly DataKind[], generatedAt: string): string {
  const lines = [
    t('api.myData.readme.title'),
    '',
    t('api.myData.readme.intro', { moment: readableMoment(generatedAt) }),
    '',
    ...kinds.flatMap((kind) => [
      `${kind}.json, ${kind}/*.csv: ${t(`api.myData.kinds.${kind}.what`)}`,
      `  ${t('api.myData.readme.why')} ${t(`api.myData.kinds.${kind}.why`)}`,
      `  ${t('api.myData.readme.kept')} ${t(`api.myData.kinds.${kind}.kept`)}`,
    ]),
    `files/: ${t('api.myData.readme.files')}`,
    ...(kinds.includes('business') ? [`exports/: ${t('api.myData.readme.exports')}`] : []),
    '',
    t('api.myData.readme.formats'),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A person's data as one zip: a JSON file per kind of data, a CSV per table it holds, the files they
 * uploaded, and a README in their language that says what each file is.
 */
export async function dataExportZip(
  db: Kysely<Database>,
  cipher: FieldCipher,
  owner: DataOwner & { accountType: AccountType; language: Language },
  generatedAt: string,
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const kinds = kindsOf(owner.accountType);
  for (const kind of kinds) {
    const tables = await READ_KIND[kind](db, owner);
    const shown = Object.fromEntries(
      Object.entries(tables).map(([table, rows]) => [table, rows.map((row) => readable(cipher, row))]),
    );
    zip.addBuffer(Buffer.from(JSON.stringify({ kind, tables: shown }, null, 2)), `${kind}.json`);
    for (const [table, rows] of Object.entries(shown))
      if (rows.length > 0)
        zip.addBuffer(Buffer.from(belgianCsv(columnsOf(rows), rows)), `${kind}/${table}.csv`);
  }
  if (owner.accountType === 'business')
    for (const { name, csv } of await businessExports(db, cipher, owner))
      zip.addBuffer(Buffer.from(csv), `exports/${name}`);
  for (const file of await uploadedFiles(db, owner.accountID))
    zip.addBuffer(file.content!, `files/${file.url.split('/').pop()}`);
  zip.addBuffer(Buffer.from(inLanguage(owner.language, () => readme(kinds, generatedAt))), 'README.txt');
  zip.end();
  return buffer(zip.outputStream);
}
