import { showToast } from '../components/toast/toast-store';

export interface ConfirmedActionMessages {
  confirm: string;
  done: string;
  failed: string;
}

/** Asks first, then runs the action and says how it went in a toast. */
export async function runConfirmedAction(messages: ConfirmedActionMessages, action: () => Promise<unknown>) {
  if (!window.confirm(messages.confirm)) return;
  try {
    await action();
    showToast({ type: 'success', message: messages.done });
  } catch {
    showToast({ type: 'error', message: messages.failed });
  }
}
