import type { ContractParty } from '@jobbel/shared/contracts/contracts.constants';
import type { ContractDocument } from '@jobbel/shared/contracts/contracts.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { t } from '../../../lib/i18n';
import { downloadContractPdf } from '../api/contracts';
import { ContractSignatures } from './contract-signatures';
import { ContractText } from './contract-text';
import { SignContractForm } from './sign-contract-form';

/** One document: its text, who signed it, the signing form for a side that has not, and its PDF. */
export function ContractDocumentCard({
  jobApplicationID,
  document,
  side,
  workerName,
  mayStillSign,
}: {
  jobApplicationID: number;
  document: ContractDocument;
  side: ContractParty;
  workerName: string | null;
  mayStillSign: boolean;
}) {
  const [downloadFailed, setDownloadFailed] = useState<unknown>();
  const signedByMe = document.signatures.some((signature) => signature.party === side);
  const download = async () => {
    setDownloadFailed(undefined);
    try {
      await downloadContractPdf(document.versionID, `${document.title} v${document.version}.pdf`);
    } catch (error) {
      setDownloadFailed(error);
    }
  };
  return (
    <section
      aria-label={document.title}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="contract-document"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        {t('web.contracts.version', { version: document.version })}
      </p>
      {document.replacesSigned && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('web.contracts.replacesSigned')}
        </p>
      )}
      <ContractText text={document.text} language={document.language} />
      <ContractSignatures signatures={document.signatures} />
      {!signedByMe && mayStillSign && (
        <SignContractForm
          jobApplicationID={jobApplicationID}
          document={document}
          side={side}
          workerName={workerName}
        />
      )}
      <div>
        <Button variant="secondary" onClick={download}>
          {t('web.contracts.pdf')}
        </Button>
      </div>
      {downloadFailed !== undefined && (
        <ErrorBox message={t('web.contracts.downloadFailed')} cause={downloadFailed} />
      )}
    </section>
  );
}
