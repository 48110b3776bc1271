import type { Job } from '@jobbel/shared/jobs/job.schemas';
import type { WorkerRecord } from '@jobbel/shared/shifts/shift.schemas';
import { type ReactNode, useState } from 'react';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { MoreButton } from '../../../components/ui/more-button';
import { t } from '../../../lib/i18n';
import { useInviteTeam, useTeam } from '../api/team';

interface TeamSectionProps {
  /** the business's jobs that are still open: invitations go to one of them */
  openJobs: Job[];
  /** each member's record (rating, completed jobs, reliability), composed by the screen */
  renderRecord: (record: WorkerRecord) => ReactNode;
}

/** "Mijn team" on the employer dashboard: the workers the business liked, invited to a new job in one go. */
export function TeamSection({ openJobs, renderRecord }: TeamSectionProps) {
  const team = useTeam();
  const invite = useInviteTeam();
  const [jobID, setJobID] = useState<number | ''>('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const members = team.data?.pages.flatMap((page) => page.data) ?? [];

  function choose(userID: number, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(userID);
      else next.delete(userID);
      return next;
    });
  }

  function sendInvitations() {
    if (jobID === '' || chosen.size === 0) return;
    invite.mutate(
      { jobID, userIDs: [...chosen] },
      {
        onSuccess: (result) => {
          setChosen(new Set());
          showToast({
            type: 'success',
            message: t('web.team.section.invited', {
              invited: result.invited.length,
              skipped: result.skipped.length,
            }),
          });
        },
      },
    );
  }

  return (
    <section
      aria-labelledby="team-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="team-title" className="text-lg font-bold text-slate-900">
        {t('web.team.section.title')}
      </h2>
      {team.isError && <p className="mt-2 text-sm text-red-700">{t('web.team.section.failed')}</p>}
      {members.length === 0 && team.isSuccess && (
        <p className="mt-2 text-sm text-slate-600">{t('web.team.section.empty')}</p>
      )}
      {members.length > 0 && (
        <>
          <ul className="mt-3 divide-y divide-slate-100">
            {members.map((member) => (
              <li key={member.userID} className="flex items-start gap-3 py-2">
                <input
                  id={`team-member-${member.userID}`}
                  type="checkbox"
                  className="mt-1 h-5 w-5 accent-brand-700"
                  checked={chosen.has(member.userID)}
                  onChange={(event) => choose(member.userID, event.target.checked)}
                />
                <label htmlFor={`team-member-${member.userID}`} className="flex-1">
                  <span className="block font-semibold text-slate-900">
                    {member.userFirstName} {member.userLastName}
                  </span>
                  {renderRecord(member.record)}
                </label>
              </li>
            ))}
          </ul>
          <MoreButton list={team} label={t('web.team.section.more')} className="mt-2 w-full" />
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <label className="text-sm font-medium text-slate-700">
              {t('web.team.section.job')}
              <select
                value={jobID}
                onChange={(event) => setJobID(event.target.value ? Number(event.target.value) : '')}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-72"
              >
                <option value="">{t('web.team.section.chooseJob')}</option>
                {openJobs.map((job) => (
                  <option key={job.jobID} value={job.jobID}>
                    {job.jobTitle}
                  </option>
                ))}
              </select>
            </label>
            <Button
              disabled={jobID === '' || chosen.size === 0 || invite.isPending}
              onClick={sendInvitations}
            >
              {t('web.team.section.invite')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
