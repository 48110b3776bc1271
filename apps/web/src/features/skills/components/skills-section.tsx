import { labelOf, t } from '../../../lib/i18n';
import { useSkills } from '../api/skills';

/** A worker's skills as chips on their profile. */
export function SkillsSection({ userID }: { userID: number }) {
  const skills = useSkills(userID);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 className="mb-3 text-lg font-bold">{t('web.common.skills')}</h2>
      {skills.data?.length ? (
        <ul className="flex flex-wrap gap-2" data-testid="profile-skills">
          {skills.data.map((skill) => (
            <li key={skill.userSkillID} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
              {labelOf('web.skills.names', skill.userSkillName)}
              {skill.userSkillLevel ? ` (${skill.userSkillLevel})` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{t('web.skills.skillsSection.none')}</p>
      )}
    </section>
  );
}
