import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorBox } from '../../components/ui/error-box';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { ExperienceEditor } from '../../features/experience/components/experience-editor';
import { checkDrafts, emptyDraft } from '../../features/experience/experience-draft';
import { saveExperience } from '../../features/experience/save-experience';
import { SkillPicker } from '../../features/skills/components/skill-picker';
import { saveSkills } from '../../features/skills/save-skills';
import { OnboardingStep } from './onboarding-step';

/** spec 001 §2: onboarding step 2, /experience-skills. */
export function ExperienceSkillsRoute() {
  const navigate = useNavigate();
  const userID = useCurrentUser().data?.user?.userID;
  const [drafts, setDrafts] = useState([emptyDraft()]);
  const [skills, setSkills] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function next() {
    if (userID === undefined) return setErrors(['User ID not found. Please log in again.']);
    const { kept, errors: invalid } = checkDrafts(drafts);
    if (invalid.length > 0) return setErrors(invalid);
    setBusy(true);
    const failures = [...(await saveExperience(userID, [], kept)), ...(await saveSkills(userID, [], skills))];
    setBusy(false);
    if (failures.length > 0) return setErrors(failures);
    navigate(paths.selectInterests.href());
  }

  return (
    <OnboardingStep step={2}>
      <div className="space-y-6">
        <h1 className="text-2xl font-extrabold">Ervaring & vaardigheden</h1>
        {errors.map((message) => (
          <ErrorBox key={message} message={message} />
        ))}
        <ExperienceEditor drafts={drafts} onChange={setDrafts} />
        <div>
          <h2 className="mb-3 font-bold">Vaardigheden</h2>
          <SkillPicker selected={skills} onChange={setSkills} />
        </div>
        <div className="flex gap-3">
          <Button
            variant="secondary"
            className="flex-1"
            onClick={() => navigate(paths.completeProfile.href())}
          >
            Terug
          </Button>
          <Button className="flex-1" onClick={next} disabled={busy}>
            Volgende
          </Button>
        </div>
      </div>
    </OnboardingStep>
  );
}
