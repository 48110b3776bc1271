import { useState } from 'react';
import { t } from '../../../lib/i18n';
import { MessageThread } from './message-thread';

/** 'Berichten' under an application: opens its conversation in place. */
export function MessagesToggle({ applicationID, canStart }: { applicationID: number; canStart: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-2">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {open ? t('web.messages.toggle.close') : t('web.messages.toggle.open')}
      </button>
      {open && <MessageThread applicationID={applicationID} canStart={canStart} />}
    </div>
  );
}
