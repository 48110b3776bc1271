import { useNavigate } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { showToast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { t } from '../../lib/i18n';
import { SkillsExperienceForm } from '../compositions/skills-experience-form';

/** spec 001 §2: /manage-skills-experience. */
export function ManageSkillsExperienceRoute() {
  const navigate = useNavigate();

  function saved() {
    showToast({
      type: 'success',
      message: t('web.experience.manageSkills.skillsAndExperienceUpdatedSuccessfully'),
    });
    navigate(paths.myProfile.href());
  }

  return (
    <PageWrapper className="space-y-6">
      <h1 className="text-3xl font-extrabold text-slate-900">{t('web.common.manageSkillsExperience')}</h1>
      <SkillsExperienceForm
        minimum={1}
        onSaved={saved}
        actions={(busy) => (
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => navigate(paths.myProfile.href())}>
              {t('web.common.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {t('web.common.saveChanges')}
            </Button>
          </div>
        )}
      />
    </PageWrapper>
  );
}
