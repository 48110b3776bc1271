import { useNavigate } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { showToast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { SkillsExperienceForm } from '../compositions/skills-experience-form';

/** spec 001 §2: /manage-skills-experience. */
export function ManageSkillsExperienceRoute() {
  const navigate = useNavigate();

  function saved(failures: string[]) {
    for (const failure of failures) showToast({ type: 'error', message: failure });
    if (failures.length === 0)
      showToast({ type: 'success', message: 'Skills and experience updated successfully!' });
    navigate(paths.myProfile.href());
  }

  return (
    <PageWrapper className="space-y-6">
      <h1 className="text-3xl font-extrabold text-slate-900">Manage Skills & Experience</h1>
      <SkillsExperienceForm
        minimum={1}
        onSaved={saved}
        actions={(busy) => (
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => navigate(paths.myProfile.href())}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              Save Changes
            </Button>
          </div>
        )}
      />
    </PageWrapper>
  );
}
