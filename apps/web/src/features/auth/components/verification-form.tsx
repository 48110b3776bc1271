import { RESEND_COOLDOWN_SECONDS } from '@jobbel/shared/auth/auth.constants';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorBox, type Failure } from '../../../components/ui/error-box';
import { Sentence } from '../../../components/ui/sentence';
import { TextField } from '../../../components/ui/text-field';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { t } from '../../../lib/i18n';
import { useCountdown } from './use-countdown';

const verificationResolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/auth/login.schemas').then((m) => m.verificationFormSchema),
);

interface VerificationFormProps {
  email: string;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  resendErrorMessage: string;
  verifyErrorMessage: (error: unknown) => string;
  /** seconds the resend button waits at first: a code was just sent */
  initialCooldown?: number;
  /** an error to show from the start (the automatic send at login failed) */
  initialError?: string;
  /** false when no code could be sent (the login answer named no user): no claim, no resend */
  codeSent?: boolean;
  /** the automatic send failed: no claim that a code went out, and resending may start at once */
  sendFailed?: boolean;
  footer?: ReactNode;
}

/** spec 000 §4: code input, resend with its 60 s countdown, submit disabled while busy or empty. */
export function VerificationForm(props: VerificationFormProps) {
  const form = useForm({ resolver: verificationResolver, defaultValues: { code: '' } });
  const code = form.watch('code');
  const codeField = form.register('code');
  const [resending, setResending] = useState(false);
  const busy = resending || form.formState.isSubmitting;
  const [failure, setFailure] = useState<Failure | undefined>(
    props.initialError ? { message: props.initialError } : undefined,
  );
  const [notice, setNotice] = useState('');
  const cooldown = useCountdown(props.sendFailed ? 0 : (props.initialCooldown ?? RESEND_COOLDOWN_SECONDS));
  const [sent, setSent] = useState(!props.sendFailed);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await props.onVerify(values.code);
    } catch (verifyError) {
      setFailure({ message: props.verifyErrorMessage(verifyError), cause: verifyError });
    }
  });

  async function resend() {
    setResending(true);
    setFailure(undefined);
    setNotice('');
    try {
      await props.onResend();
      setNotice(t('web.auth.verificationForm.resent', { email: props.email }));
      setSent(true);
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (resendError) {
      setFailure({ message: props.resendErrorMessage, cause: resendError });
    } finally {
      setResending(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      className="space-y-4"
      noValidate
      aria-label={t('web.auth.verificationForm.heading')}
    >
      <div>
        <h2 className="text-xl font-bold text-slate-900">{t('web.auth.verificationForm.title')}</h2>
        {props.codeSent === false ? (
          <p className="mt-1 text-sm text-slate-600">
            {t('web.auth.verificationForm.notConfirmedNoCode', { email: props.email })}
          </p>
        ) : !sent ? (
          <p className="mt-1 text-sm text-slate-600">
            {t('web.auth.verificationForm.noCodeSentYet', { email: props.email })}
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            <Sentence
              text={t('web.auth.verificationForm.codeSentTo')}
              parts={{ email: <strong>{props.email}</strong> }}
            />
          </p>
        )}
      </div>
      {failure && <ErrorBox {...failure} />}
      {notice && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
          {notice}
        </p>
      )}
      <TextField
        label={t('web.auth.verificationForm.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...codeField}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\D/g, '');
          return codeField.onChange(event);
        }}
        error={form.formState.errors.code?.message}
        autoFocus
      />
      <Button type="submit" className="w-full" disabled={busy || code.length === 0}>
        {busy ? t('web.common.busy') : t('web.auth.verificationForm.submit')}
      </Button>
      {props.codeSent !== false && (
        <Button
          variant="secondary"
          className="w-full"
          onClick={resend}
          disabled={busy || cooldown.secondsLeft > 0}
        >
          {cooldown.secondsLeft > 0
            ? t('web.auth.verificationForm.codeOpnieuwVersturenSecondsleftS', {
                secondsLeft: cooldown.secondsLeft,
              })
            : t('web.auth.verificationForm.resend')}
        </Button>
      )}
      {props.footer}
    </form>
  );
}
