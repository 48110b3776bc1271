import { CHECK_IN_CODE_PARAM, CHECK_IN_JOB_PARAM } from '@jobbel/shared/app/links';
import { Link, useSearchParams } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useApplicationsStarting } from '../../features/applications/api/get-my-applications';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { checkInDays, isCheckInTime } from '../../features/check-in/check-in-window';
import { CheckInForm } from '../../features/check-in/components/check-in-form';
import { t } from '../../lib/i18n';

/** The worker checks in or out of a shift of now: opened from My Applications, a reminder, or the QR code. */
export function CheckInRoute() {
  const [search, setSearch] = useSearchParams();
  const profile = useCurrentUser();
  const days = checkInDays();
  const applications = useApplicationsStarting(profile.data?.user?.userID, [days]);
  const shifts = (applications.data ?? []).filter((application) => isCheckInTime(application));
  const askedJob = Number(search.get(CHECK_IN_JOB_PARAM));
  const chosen =
    shifts.find((shift) => shift.jobApplicationJobID === askedJob) ??
    (shifts.length === 1 ? shifts[0] : undefined);

  let content: React.ReactNode;
  if (applications.isPending) content = <Spinner label={t('web.common.loading')} />;
  else if (shifts.length === 0)
    content = (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{t('web.checkIn.worker.noShiftToday')}</p>
        <Link to={paths.myApplications.href()} className="text-sm font-semibold text-brand-700 underline">
          {t('web.checkIn.worker.toApplications')}
        </Link>
      </div>
    );
  else
    content = (
      <div className="space-y-4">
        {shifts.length > 1 && (
          <SelectField
            label={t('web.checkIn.worker.chooseJob')}
            value={chosen ? String(chosen.jobApplicationJobID) : ''}
            options={[
              { value: '', label: t('web.checkIn.worker.chooseJob') },
              ...shifts.map((shift) => ({ value: String(shift.jobApplicationJobID), label: shift.jobTitle })),
            ]}
            onChange={(event) =>
              setSearch({ [CHECK_IN_JOB_PARAM]: event.currentTarget.value }, { replace: true })
            }
          />
        )}
        {chosen && (
          <CheckInForm
            key={chosen.jobApplicationID}
            shift={{
              jobID: chosen.jobApplicationJobID,
              jobApplicationID: chosen.jobApplicationID,
              title: chosen.jobTitle,
            }}
            scannedCode={search.get(CHECK_IN_CODE_PARAM) ?? undefined}
          />
        )}
      </div>
    );

  return (
    <PageWrapper className="mx-auto max-w-lg space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('web.checkIn.worker.title')}</h1>
      <p className="text-sm text-slate-600">{t('web.checkIn.worker.intro')}</p>
      {content}
    </PageWrapper>
  );
}
