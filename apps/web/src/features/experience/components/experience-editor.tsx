import {
  type ExperienceDraft,
  emptyExperienceDraft,
} from '@jobbel/shared/experience/experience-form.schemas';
import { ErrorBox } from '../../../components/ui/error-box';
import { t, translateMessage } from '../../../lib/i18n';

interface ExperienceEditorProps {
  drafts: ExperienceDraft[];
  onChange: (drafts: ExperienceDraft[]) => void;
  /** spec 001 §2: on the manage page a block can only be removed while more than one exists */
  minimum?: number;
  /** the problem of each block, by index, shown inside that block */
  problems?: (string | undefined)[];
}

const input = 'w-full rounded-lg border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100';

export function ExperienceEditor({ drafts, onChange, minimum = 0, problems = [] }: ExperienceEditorProps) {
  const update = (key: string, changes: Partial<ExperienceDraft>) =>
    onChange(drafts.map((draft) => (draft.key === key ? { ...draft, ...changes } : draft)));
  return (
    <div className="space-y-4">
      {drafts.map((draft, index) => (
        <fieldset
          key={draft.key}
          className="space-y-3 rounded-xl border border-slate-200 p-4"
          data-testid="experience-block"
        >
          <legend className="px-1 text-sm font-semibold text-slate-700">
            {t('web.experience.experienceEditor.entryNumber', { number: index + 1 })}
          </legend>
          {problems[index] && (
            <div data-save-failure>
              <ErrorBox message={translateMessage(problems[index], { company: draft.company.trim() })} />
            </div>
          )}
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <label className="text-sm">
              {t('web.experience.experienceEditor.company')}
              <input
                className={input}
                value={draft.company}
                onChange={(event) => update(draft.key, { company: event.target.value })}
              />
            </label>
            <label className="text-sm">
              {t('web.common.jobTitle')}
              <input
                className={input}
                value={draft.position}
                onChange={(event) => update(draft.key, { position: event.target.value })}
              />
            </label>
            <label className="text-sm">
              {t('web.experience.experienceEditor.startDate')}
              <input
                type="date"
                className={input}
                value={draft.startDate}
                onChange={(event) => update(draft.key, { startDate: event.target.value })}
              />
            </label>
            <label className="text-sm">
              {t('web.common.endDate')}
              <input
                type="date"
                className={input}
                value={draft.current ? '' : draft.endDate}
                disabled={draft.current}
                onChange={(event) => update(draft.key, { endDate: event.target.value })}
              />
            </label>
          </div>
          <div className="flex items-center justify-between">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft.current}
                onChange={(event) => update(draft.key, { current: event.target.checked, endDate: '' })}
                className="h-4 w-4 accent-brand-700"
              />
              {t('web.experience.experienceEditor.current')}
            </label>
            {drafts.length > minimum && (
              <button
                type="button"
                onClick={() => onChange(drafts.filter((each) => each.key !== draft.key))}
                className="text-sm font-semibold text-red-700 hover:underline"
              >
                {t('web.experience.experienceEditor.remove')}
              </button>
            )}
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        onClick={() => onChange([...drafts, emptyExperienceDraft()])}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('web.experience.experienceEditor.add')}
      </button>
    </div>
  );
}
