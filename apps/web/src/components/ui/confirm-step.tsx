import { useState } from 'react';
import { Button } from './button';

/** A button that asks first, in place: what the step does to the other side, then yes or no. */
export function ConfirmStep({
  label,
  question,
  confirm,
  keep,
  pending,
  onConfirm,
}: {
  label: string;
  question: string;
  confirm: string;
  keep: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="secondary" className="px-3 py-1.5" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <fieldset className="space-y-2 rounded-lg bg-amber-50 p-3">
      <legend className="sr-only">{label}</legend>
      <p className="text-sm text-amber-900">{question}</p>
      <div className="flex flex-wrap gap-2">
        <Button className="px-3 py-1.5" disabled={pending} onClick={onConfirm}>
          {confirm}
        </Button>
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => setAsking(false)}>
          {keep}
        </Button>
      </div>
    </fieldset>
  );
}
