import { createRequire } from 'node:module';
import path from 'node:path';
import { contractBlocks } from '@jobbel/shared/contracts/contract-document';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { inLanguage, t } from '../../lib/i18n';
import { contractFormats } from './contract-formats';
import type { ContractSignatureRow, ContractVersionRow } from './contracts.repository';

// the fonts travel with pdfmake (Roboto, Apache 2.0) and are embedded, so every reader shows the same text
const fontFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts/Roboto',
);
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontFolder, 'Roboto-Regular.ttf'),
    bold: path.join(fontFolder, 'Roboto-Medium.ttf'),
    italics: path.join(fontFolder, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontFolder, 'Roboto-MediumItalic.ttf'),
  },
});
// a contract names no image or font of its own: nothing is read from the network or the disk beyond these
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => file.startsWith(fontFolder));

function signaturePage(version: ContractVersionRow, signatures: ContractSignatureRow[]): Content[] {
  const format = contractFormats(version.contractLanguage);
  const parties = (['business', 'worker'] as const).map((party): Content => {
    const signature = signatures.find((one) => one.signatureParty === party);
    const heading = { text: t(`api.contracts.pdf.${party}`), style: 'heading' };
    if (!signature) return [heading, { text: t('api.contracts.pdf.notSigned') }];
    return [
      heading,
      { text: signature.signatureName, bold: true },
      t('api.contracts.pdf.signedOn', { moment: format.moment(signature.signatureDateTime) }),
      t('api.contracts.pdf.account', { account: `#${signature.signatureAccountID}` }),
      t('api.contracts.pdf.ip', { ip: signature.signatureIp }),
      { text: t('api.contracts.pdf.userAgent', { userAgent: signature.signatureUserAgent }), fontSize: 8 },
      { text: t('api.contracts.pdf.textHash', { hash: signature.signatureSha256 }), fontSize: 8 },
    ];
  });
  return [
    { text: t('api.contracts.pdf.signatures'), style: 'title', pageBreak: 'before' },
    ...parties,
    {
      text: t('api.contracts.pdf.textHash', { hash: version.contractSha256 }),
      margin: [0, 24, 0, 0],
      fontSize: 8,
    },
    {
      text: t('api.contracts.pdf.version', {
        version: version.contractVersionNumber,
        moment: format.moment(version.contractCreatedDateTime),
      }),
      fontSize: 8,
    },
  ];
}

/** The document as an A4 PDF: its text, then a last page with both signatures and their records. */
export function contractPdf(
  version: ContractVersionRow,
  signatures: ContractSignatureRow[],
): Promise<Buffer> {
  return inLanguage(version.contractLanguage, () => {
    const body: Content[] = contractBlocks(version.contractText).map((block) =>
      block.kind === 'paragraph'
        ? { text: block.text, margin: [0, 0, 0, 8] }
        : { text: block.text, style: block.kind },
    );
    const definition: TDocumentDefinitions = {
      pageSize: 'A4',
      pageMargins: [56, 56, 56, 64],
      info: { title: version.contractTitle, author: 'Jobbel', creator: 'Jobbel' },
      defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
      styles: {
        title: { fontSize: 16, bold: true, margin: [0, 0, 0, 12] },
        heading: { fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
      },
      footer: (page, pages) => ({
        text: t('api.contracts.pdf.page', { page, pages }),
        alignment: 'center',
        fontSize: 8,
        margin: [0, 24, 0, 0],
      }),
      content: [...body, ...signaturePage(version, signatures)],
    };
    return pdfmake.createPdf(definition).getBuffer();
  });
}
