import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { useToggleTeamMember } from '../api/team';

interface TeamToggleProps {
  userID: number;
  /** whether she was in the team when the applicants were read */
  inTeam: boolean;
}

/** In the applicants dialog: keep a worker in "Mijn team" to invite again, or take them out. */
export function TeamToggle({ userID, inTeam: readInTeam }: TeamToggleProps) {
  const toggle = useToggleTeamMember();
  const [answered, setAnswered] = useState<boolean>();
  const inTeam = answered ?? readInTeam;
  return (
    <Button
      variant="secondary"
      className="px-3 py-1.5"
      aria-pressed={inTeam}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ userID, inTeam }, { onSuccess: (now) => setAnswered(now.inTeam) })}
    >
      {inTeam ? t('web.team.toggle.inTeam') : t('web.team.toggle.add')}
    </Button>
  );
}
