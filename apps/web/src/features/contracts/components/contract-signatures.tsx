import { signedByBoth } from '@jobbel/shared/contracts/contract-document';
import { CONTRACT_PARTIES } from '@jobbel/shared/contracts/contracts.constants';
import type { ContractSignature } from '@jobbel/shared/contracts/contracts.schemas';
import { t } from '../../../lib/i18n';
import { contractMoment } from '../contract-moment';

/** Who signed this version and when, and who has still to sign. */
export function ContractSignatures({ signatures }: { signatures: ContractSignature[] }) {
  return (
    <div className="space-y-1 text-sm" data-testid="contract-signatures">
      <ul className="space-y-1">
        {CONTRACT_PARTIES.map((party) => {
          const signature = signatures.find((one) => one.party === party);
          const name = t(`web.contracts.parties.${party}`);
          return (
            <li key={party} className={signature ? 'text-emerald-800' : 'text-slate-600'}>
              {signature
                ? t('web.contracts.signedBy', {
                    party: name,
                    name: signature.signedName,
                    moment: contractMoment(signature.signedDateTime),
                  })
                : t('web.contracts.notSignedBy', { party: name })}
            </li>
          );
        })}
      </ul>
      {signedByBoth(signatures) && (
        <p className="font-semibold text-emerald-800">{t('web.contracts.signedByBoth')}</p>
      )}
    </div>
  );
}
