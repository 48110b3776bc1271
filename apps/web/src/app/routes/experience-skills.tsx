import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { t } from '../../lib/i18n';
import { SkillsExperienceForm } from '../compositions/skills-experience-form';
import { OnboardingStep } from './onboarding-step';

/** spec 001 §2: onboarding step 2, /experience-skills; going back shows what was saved. */
export function ExperienceSkillsRoute() {
  const navigate = useNavigate();

  return (
    <OnboardingStep step={2}>
      <div className="space-y-6">
        <h1 className="text-2xl font-extrabold">{t('web.experience.experienceSkills.title')}</h1>
        <SkillsExperienceForm
          onSaved={() => navigate(paths.selectInterests.href())}
          actions={(busy) => (
            <div className="flex gap-3">
              <Button
                variant="secondary"
                className="flex-1"
                onClick={() => navigate(paths.completeProfile.href())}
              >
                {t('web.common.back')}
              </Button>
              <Button type="submit" className="flex-1" disabled={busy}>
                {t('web.common.next')}
              </Button>
            </div>
          )}
        />
      </div>
    </OnboardingStep>
  );
}
