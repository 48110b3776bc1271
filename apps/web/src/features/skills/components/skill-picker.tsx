import { SKILL_GROUPS } from '@jobbel/shared/skills/skill.schemas';
import { useState } from 'react';
import { labelOf, t } from '../../../lib/i18n';

interface SkillPickerProps {
  selected: string[];
  onChange: (skills: string[]) => void;
}

/** The fixed list grouped by area (spec 001 §3) plus free skills, with the messages of spec 001 §5. */
export function SkillPicker({ selected, onChange }: SkillPickerProps) {
  const [custom, setCustom] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const has = (skill: string) => selected.some((each) => each.toLowerCase() === skill.toLowerCase());
  const toggle = (skill: string) =>
    onChange(
      has(skill)
        ? selected.filter((each) => each.toLowerCase() !== skill.toLowerCase())
        : [...selected, skill],
    );

  function addCustom() {
    const skill = custom.trim();
    if (!skill) return setMessage({ text: t('web.skills.skillPicker.nameRequired'), error: true });
    if (has(skill)) return setMessage({ text: t('web.skills.skillPicker.duplicate'), error: true });
    onChange([...selected, skill]);
    setCustom('');
    setMessage({ text: t('web.skills.skillPicker.addedSkillToYourSkills', { skill }), error: false });
  }

  const fixed = new Set<string>(SKILL_GROUPS.flatMap((group) => [...group.skills]));
  const extras = selected.filter((skill) => !fixed.has(skill));
  return (
    <div className="space-y-4">
      {SKILL_GROUPS.map((group) => (
        <div key={group.area}>
          <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {labelOf('web.skills.areas', group.area)}
          </p>
          <div className="flex flex-wrap gap-2">
            {group.skills.map((skill) => (
              <button
                key={skill}
                type="button"
                aria-pressed={has(skill)}
                onClick={() => toggle(skill)}
                className={`rounded-full border px-3 py-1.5 text-sm ${has(skill) ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                {labelOf('web.skills.names', skill)}
              </button>
            ))}
          </div>
        </div>
      ))}
      {extras.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {extras.map((skill) => (
            <button
              key={skill}
              type="button"
              aria-pressed
              onClick={() => toggle(skill)}
              className="rounded-full border border-brand-700 bg-brand-700 px-3 py-1.5 text-sm text-white"
            >
              {skill} ×
            </button>
          ))}
        </div>
      )}
      <div className="flex gap-2">
        <label className="sr-only" htmlFor="custom-skill">
          {t('web.skills.skillPicker.otherSkill')}
        </label>
        <input
          id="custom-skill"
          placeholder={t('web.skills.skillPicker.otherSkill')}
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the skill instead of submitting the surrounding form
            if (event.key !== 'Enter') return;
            event.preventDefault();
            addCustom();
          }}
          className="flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <button
          type="button"
          onClick={addCustom}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50"
        >
          {t('web.skills.skillPicker.add')}
        </button>
      </div>
      {message && (
        <p className={`text-sm ${message.error ? 'text-red-600' : 'text-emerald-700'}`}>{message.text}</p>
      )}
    </div>
  );
}
