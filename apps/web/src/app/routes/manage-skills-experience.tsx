import type { WorkExperience } from '@jobbel/shared/experience/experience.schemas';
import type { UserSkill } from '@jobbel/shared/skills/skill.schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { showToast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { ErrorBox } from '../../components/ui/error-box';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { useExperience } from '../../features/experience/api/experience';
import { ExperienceEditor } from '../../features/experience/components/experience-editor';
import {
  checkDrafts,
  draftFrom,
  type ExperienceDraft,
  emptyDraft,
} from '../../features/experience/experience-draft';
import { saveExperience } from '../../features/experience/save-experience';
import { useSkills } from '../../features/skills/api/skills';
import { SkillPicker } from '../../features/skills/components/skill-picker';
import { saveSkills } from '../../features/skills/save-skills';

function Editor({
  userID,
  experience,
  skills,
}: {
  userID: number;
  experience: WorkExperience[];
  skills: UserSkill[];
}) {
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState<ExperienceDraft[]>(() =>
    experience.length ? experience.map(draftFrom) : [emptyDraft()],
  );
  const [chosen, setChosen] = useState(() => skills.map((skill) => skill.userSkillName));
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function save() {
    const { kept, errors: invalid } = checkDrafts(drafts);
    if (invalid.length > 0) return setErrors(invalid);
    setSaving(true);
    const failures = [
      ...(await saveExperience(userID, experience, kept)),
      ...(await saveSkills(userID, skills, chosen)),
    ];
    setSaving(false);
    if (failures.length > 0) {
      for (const failure of failures) showToast({ type: 'error', message: failure });
    } else {
      showToast({ type: 'success', message: 'Skills and experience updated successfully!' });
    }
    navigate(paths.myProfile.href());
  }

  return (
    <div className="space-y-6">
      {errors.map((message) => (
        <ErrorBox key={message} message={message} />
      ))}
      <section className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 className="mb-4 text-lg font-bold">Werkervaring</h2>
        <ExperienceEditor drafts={drafts} onChange={setDrafts} minimum={1} />
      </section>
      <section className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 className="mb-4 text-lg font-bold">Vaardigheden</h2>
        <SkillPicker selected={chosen} onChange={setChosen} />
      </section>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={() => navigate(paths.myProfile.href())}>
          Cancel
        </Button>
        <Button onClick={save} disabled={saving}>
          Save Changes
        </Button>
      </div>
    </div>
  );
}

export function ManageSkillsExperienceRoute() {
  const userID = useCurrentUser().data?.user?.userID;
  const experience = useExperience(userID);
  const skills = useSkills(userID);
  let content: React.ReactNode;
  if (userID === undefined) content = <ErrorBox message="User ID not found. Please log in again." />;
  else if (experience.isPending || skills.isPending) content = <Spinner label="Loading..." />;
  else if (experience.isError || skills.isError)
    content = <ErrorBox message="Failed to load your profile data. Please try again." />;
  else content = <Editor userID={userID} experience={experience.data} skills={skills.data} />;
  return (
    <PageWrapper className="space-y-6">
      <h1 className="text-3xl font-extrabold text-slate-900">Manage Skills & Experience</h1>
      {content}
    </PageWrapper>
  );
}
