import type { ContractParty } from '@jobbel/shared/contracts/contracts.constants';
import type { MissingContractField } from '@jobbel/shared/contracts/contracts.schemas';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';

/** Why the contract is not there yet: what is missing, and a way to fill in what is the reader's. */
export function MissingContractFields({
  missing,
  side,
}: {
  missing: MissingContractField[];
  side: ContractParty;
}) {
  const labels = (party: ContractParty) => [
    ...new Set(missing.filter((field) => field.party === party).map((field) => field.label)),
  ];
  const mine = labels(side);
  const theirs = labels(side === 'worker' ? 'business' : 'worker');
  return (
    <section
      role="status"
      className="space-y-2 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <h2 className="text-base font-bold">{t('web.contracts.missing.title')}</h2>
      {mine.length > 0 && (
        <>
          <p className="text-sm">{t('web.contracts.missing.yours')}</p>
          <ul className="list-disc pl-5 text-sm">
            {mine.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
          <Link
            to={side === 'worker' ? paths.settings.href('profile') : paths.settings.href('legal')}
            className="inline-block text-sm font-semibold text-brand-700 underline"
          >
            {side === 'worker' ? t('web.contracts.missing.toProfile') : t('web.contracts.missing.toLegal')}
          </Link>
        </>
      )}
      {theirs.length > 0 && (
        <>
          <p className="text-sm">{t('web.contracts.missing.intro')}</p>
          <ul className="list-disc pl-5 text-sm">
            {theirs.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
          <p className="text-sm">{t('web.contracts.missing.theirs')}</p>
        </>
      )}
    </section>
  );
}
