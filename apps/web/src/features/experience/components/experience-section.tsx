import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { useExperience } from '../api/experience';
import { experiencePeriod } from '../experience-period';

/** A worker's experience on their profile; the owner may go and add more. */
export function ExperienceSection({ userID, isOwn }: { userID: number; isOwn: boolean }) {
  const experience = useExperience(userID);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-lg font-bold">{t('web.common.workExperience')}</h2>
        {isOwn && (
          <Link
            to={paths.manageSkills.href()}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('web.experience.experienceSection.addExperience')}
          </Link>
        )}
      </div>
      {experience.data?.length ? (
        <ul className="space-y-3" data-testid="profile-experience">
          {experience.data.map((entry) => (
            <li key={entry.workExperienceID}>
              <p className="font-semibold text-slate-900">
                {entry.workExperienceFunction} · {entry.workExperienceCompany}
              </p>
              <p className="text-sm text-slate-600">{experiencePeriod(entry)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{t('web.experience.experienceSection.none')}</p>
      )}
    </section>
  );
}
