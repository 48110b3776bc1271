import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import {
  currentPushSubscription,
  pushSupported,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../api/push';

type PushState = 'checking' | 'unsupported' | 'on' | 'off';

/** Settings, notifications: Web Push on this device, asked for only when the user chooses it. */
export function PushSection() {
  const [state, setState] = useState<PushState>('checking');
  const [problem, setProblem] = useState<'refused' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported()) {
      setState('unsupported');
      return;
    }
    currentPushSubscription()
      .then((subscription) => setState(subscription ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, []);

  async function toggle() {
    setBusy(true);
    setProblem(null);
    try {
      const subscription = await currentPushSubscription();
      if (subscription) {
        await unsubscribeThisDevice(subscription);
        setState('off');
      } else if (await subscribeThisDevice()) setState('on');
      else setProblem('refused');
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="push-title" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="push-title" className="text-lg font-bold text-slate-900">
        {t('web.notifications.push.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('web.notifications.push.explanation')}</p>
      {state === 'unsupported' && (
        <p className="mt-3 text-sm text-slate-700">{t('web.notifications.push.unsupported')}</p>
      )}
      {(state === 'on' || state === 'off') && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700" role="status">
            {t(`web.notifications.push.${state}`)}
          </p>
          <Button variant="secondary" disabled={busy} onClick={() => void toggle()}>
            {t(state === 'on' ? 'web.notifications.push.turnOff' : 'web.notifications.push.turnOn')}
          </Button>
        </div>
      )}
      {problem && (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {t(`web.notifications.push.${problem}`)}
        </p>
      )}
    </section>
  );
}
