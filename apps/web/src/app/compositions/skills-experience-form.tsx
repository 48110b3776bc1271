import type { WorkExperience } from '@jobbel/shared/experience/experience.schemas';
import {
  emptyExperienceDraft,
  experienceDraftFrom,
  type SkillsExperienceForm as FormOutput,
  type SkillsExperienceFormInput,
} from '@jobbel/shared/experience/experience-form.schemas';
import type { UserSkill } from '@jobbel/shared/skills/skill.schemas';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ErrorBox } from '../../components/ui/error-box';
import { Spinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { useExperience } from '../../features/experience/api/experience';
import { useSaveExperience } from '../../features/experience/api/save-experience';
import { ExperienceEditor } from '../../features/experience/components/experience-editor';
import { useSaveSkills } from '../../features/skills/api/save-skills';
import { useSkills } from '../../features/skills/api/skills';
import { SkillPicker } from '../../features/skills/components/skill-picker';
import { sharedSchemaResolver } from '../../lib/form-resolver';
import { t } from '../../lib/i18n';

const skillsExperienceFormResolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/experience/experience-form.schemas').then((m) => m.skillsExperienceFormSchema),
);

interface SkillsExperienceFormProps {
  /** spec 001 §2: on the manage page a block can only be removed while more than one exists */
  minimum?: number;
  /** called after saving with one message per request that failed */
  onSaved: (failures: string[]) => void;
  actions: (busy: boolean) => ReactNode;
}

const section = 'rounded-2xl border border-slate-200 bg-white p-6';

function Form({
  userID,
  saved,
  minimum,
  onSaved,
  actions,
}: SkillsExperienceFormProps & {
  userID: number;
  saved: { experience: WorkExperience[]; skills: UserSkill[] };
}) {
  const saveExperience = useSaveExperience(userID);
  const saveSkills = useSaveSkills(userID);
  const form = useForm<SkillsExperienceFormInput, unknown, FormOutput>({
    resolver: skillsExperienceFormResolver,
    defaultValues: {
      experience: saved.experience.length
        ? saved.experience.map(experienceDraftFrom)
        : [emptyExperienceDraft()],
      skills: saved.skills.map((skill) => skill.userSkillName),
    },
  });

  async function save(values: FormOutput) {
    const failures = [
      ...(await saveExperience.mutateAsync({ saved: saved.experience, kept: values.experience })),
      ...(await saveSkills.mutateAsync({ saved: saved.skills, chosen: values.skills })),
    ];
    onSaved(failures);
  }

  const problems = form.formState.errors.experience;
  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="space-y-6">
      <section className={section}>
        <h2 className="mb-4 text-lg font-bold">{t('web.common.werkervaring')}</h2>
        <Controller
          control={form.control}
          name="experience"
          render={({ field }) => (
            <ExperienceEditor
              drafts={field.value}
              onChange={field.onChange}
              minimum={minimum}
              problems={field.value.map((_, index) => problems?.[index]?.message)}
            />
          )}
        />
      </section>
      <section className={section}>
        <h2 className="mb-4 text-lg font-bold">{t('web.common.vaardigheden')}</h2>
        <Controller
          control={form.control}
          name="skills"
          render={({ field }) => <SkillPicker selected={field.value} onChange={field.onChange} />}
        />
      </section>
      {actions(form.formState.isSubmitting)}
    </form>
  );
}

/** Work experience and skills of the signed-in worker, filled with what is saved (spec 001 §2, §5). */
export function SkillsExperienceForm(props: SkillsExperienceFormProps) {
  const userID = useCurrentUser().data?.user?.userID;
  const experience = useExperience(userID);
  const skills = useSkills(userID);
  if (userID === undefined)
    return <ErrorBox message={t('web.app.skillsExperienceForm.userIdNotFoundPlease')} />;
  if (experience.isPending || skills.isPending) return <Spinner label={t('web.common.loading')} />;
  if (experience.isError || skills.isError)
    return <ErrorBox message={t('web.app.skillsExperienceForm.failedToLoadYourProfile')} />;
  return <Form {...props} userID={userID} saved={{ experience: experience.data, skills: skills.data }} />;
}
