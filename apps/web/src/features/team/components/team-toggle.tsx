import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { useTeam, useToggleTeamMember } from '../api/team';

/** In the applicants dialog: keep a worker in "Mijn team" to invite again, or take them out. */
export function TeamToggle({ userID }: { userID: number }) {
  const team = useTeam();
  const toggle = useToggleTeamMember();
  const inTeam = team.data?.data.some((member) => member.userID === userID) ?? false;
  return (
    <Button
      variant="secondary"
      className="px-3 py-1.5"
      aria-pressed={inTeam}
      disabled={team.isPending || toggle.isPending}
      onClick={() => toggle.mutate({ userID, inTeam })}
    >
      {inTeam ? t('web.team.toggle.inTeam') : t('web.team.toggle.add')}
    </Button>
  );
}
