import type { WorkExperience } from '@jobbel/shared/experience/experience.schemas';
import {
  emptyExperienceDraft,
  experienceDraftFrom,
  type SkillsExperienceForm as FormOutput,
  type SkillsExperienceFormInput,
} from '@jobbel/shared/experience/experience-form.schemas';
import type { UserSkill } from '@jobbel/shared/skills/skill.schemas';
import { type ReactNode, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ErrorBox } from '../../components/ui/error-box';
import { Spinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { useExperience } from '../../features/experience/api/experience';
import { type ExperienceFailure, useSaveExperience } from '../../features/experience/api/save-experience';
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
  /** called once everything is saved; a request that failed is shown next to its block instead */
  onSaved: () => void;
  actions: (busy: boolean) => ReactNode;
}

const section = 'rounded-2xl border border-slate-200 bg-white p-6';

interface SaveFailures {
  experience: ExperienceFailure[];
  skills: string[];
}
const NO_FAILURES: SaveFailures = { experience: [], skills: [] };

function FailureList({ messages }: { messages: string[] }) {
  return messages.map((message) => (
    <div key={message} data-save-failure className="mb-4">
      <ErrorBox message={message} />
    </div>
  ));
}

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

  const [failures, setFailures] = useState<SaveFailures>(NO_FAILURES);
  useEffect(() => {
    if (failures !== NO_FAILURES)
      document.querySelector('[data-save-failure]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [failures]);

  async function save(values: FormOutput) {
    const experience = await saveExperience.mutateAsync({ saved: saved.experience, kept: values.experience });
    const skills = await saveSkills.mutateAsync({ saved: saved.skills, chosen: values.skills });
    if (experience.length + skills.length === 0) return onSaved();
    setFailures({ experience, skills });
  }

  const problems = form.formState.errors.experience;
  const blockFailure = (index: number) =>
    failures.experience.find((failure) => failure.blockIndex === index)?.message;
  const sectionFailures = failures.experience.filter((failure) => failure.blockIndex === undefined);
  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="space-y-6">
      <section className={section}>
        <h2 className="mb-4 text-lg font-bold">{t('web.common.workExperience')}</h2>
        <FailureList messages={sectionFailures.map((failure) => failure.message)} />
        <Controller
          control={form.control}
          name="experience"
          render={({ field }) => (
            <ExperienceEditor
              drafts={field.value}
              onChange={field.onChange}
              minimum={minimum}
              problems={field.value.map((_, index) => problems?.[index]?.message ?? blockFailure(index))}
            />
          )}
        />
      </section>
      <section className={section}>
        <h2 className="mb-4 text-lg font-bold">{t('web.common.skills')}</h2>
        <FailureList messages={failures.skills} />
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
  if (userID === undefined) return <ErrorBox message={t('web.app.skillsExperienceForm.userMissing')} />;
  if (experience.isPending || skills.isPending) return <Spinner label={t('web.common.loading')} />;
  if (experience.isError || skills.isError)
    return (
      <ErrorBox
        message={t('web.app.skillsExperienceForm.loadFailed')}
        cause={experience.error ?? skills.error}
      />
    );
  return <Form {...props} userID={userID} saved={{ experience: experience.data, skills: skills.data }} />;
}
