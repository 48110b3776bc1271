import { PRODUCT_NAME_LOWER } from '@jobbel/shared/app/product.constants';
import type { RegisterFormValues } from '@jobbel/shared/auth/register.schemas';
import {
  REGISTER_STEP_FIELDS,
  type RegisterType,
  registerFormDefaults,
} from '@jobbel/shared/auth/register-form';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorBox, type Failure } from '../../../components/ui/error-box';
import { paths } from '../../../config/paths';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { t } from '../../../lib/i18n';
import type { PendingVerification, RegistrationAttempt } from '../registration-chain';
import { registrationErrorMessage } from '../registration-errors';
import { RegisterStepPersonal } from './register-steps';

const loadVerification = () => import('./register-verification');
const loadRegistrationChain = () => import('../registration-chain');
const RegisterVerification = lazy(() =>
  loadVerification().then((module) => ({ default: module.RegisterVerification })),
);

const loadLaterSteps = () => import('./register-later-steps');
const RegisterStepAccount = lazy(() =>
  loadLaterSteps().then((module) => ({ default: module.RegisterStepAccount })),
);
const RegisterStepIdentity = lazy(() =>
  loadLaterSteps().then((module) => ({ default: module.RegisterStepIdentity })),
);

const registerFormResolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/auth/register.schemas').then((m) => m.registerFormSchema),
);

// read at render, in the reader's language
const copyOf = (type: RegisterType): { title: string; subtitle: string } =>
  ({
    worker: {
      title: t('web.registration.registerWizard.wordEenProductNameLower', { PRODUCT_NAME_LOWER }),
      subtitle: t('web.registration.registerWizard.workerTagline'),
    },
    employer: {
      title: t('web.registration.registerWizard.employerTitle'),
      subtitle: t('web.registration.registerWizard.employerTagline'),
    },
  })[type];

interface RegisterWizardProps {
  type: RegisterType;
  /** after verification and login: /employer-dashboard or /complete-profile */
  onRegistered: () => void;
}

export function RegisterWizard({ type, onRegistered }: RegisterWizardProps) {
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<Failure>();
  const [pending, setPending] = useState<PendingVerification | null>(null);
  // what a failed try made (the account), for the next try to go on with
  const attempt = useRef<RegistrationAttempt>({});
  const form = useForm<RegisterFormValues>({
    resolver: registerFormResolver,
    defaultValues: registerFormDefaults,
    // a step is checked by Next (or Enter); see below for how its messages go away
    mode: 'onSubmit',
  });
  // a field with a message is checked again while it is typed in, never on blur: a message that
  // vanished under the pointer would move the Next button and swallow the click
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // the next steps are fetched when someone starts on the first, not while the phone shows it
  useEffect(() => {
    document.addEventListener('focusin', () => void loadLaterSteps(), { once: true });
  }, []);

  async function next() {
    if (!(await form.trigger(REGISTER_STEP_FIELDS[step], { shouldFocus: true }))) return;
    // what registers and the code screen are fetched while the last step is filled in
    if (step === 1) {
      void loadRegistrationChain();
      void loadVerification();
    }
    setStep((current) => current + 1);
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { startRegistration } = await loadRegistrationChain();
      setPending(await startRegistration(values, type, attempt.current));
    } catch (registrationError) {
      setFailure({ message: registrationErrorMessage(registrationError), cause: registrationError });
    }
  });

  const copy = copyOf(type);
  return (
    <div className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl sm:p-8">
      <h1 className="text-2xl font-extrabold text-slate-900">{copy.title}</h1>
      <p className="mt-1 text-slate-600">{copy.subtitle}</p>
      {pending ? (
        <Suspense fallback={<p className="mt-6 text-slate-600">{t('web.common.loading')}</p>}>
          <RegisterVerification pending={pending} onPendingChange={setPending} onRegistered={onRegistered} />
        </Suspense>
      ) : (
        <form
          // Enter goes to the next step, and registers on the last one
          onSubmit={(event) => {
            if (step === 2) return submit(event);
            event.preventDefault();
            return next();
          }}
          noValidate
          className="mt-6 space-y-4"
          aria-label={t('web.registration.registerWizard.stepOfThree', { step: step + 1 })}
        >
          <ol className="flex gap-2" aria-label={t('web.common.progress')}>
            {[0, 1, 2].map((index) => (
              <li
                key={index}
                aria-current={index === step ? 'step' : undefined}
                className={`h-1.5 flex-1 rounded-full ${index <= step ? 'bg-brand-600' : 'bg-slate-200'}`}
              >
                <span className="sr-only">{t('web.common.step', { number: index + 1 })}</span>
              </li>
            ))}
          </ol>
          {failure && <ErrorBox {...failure} />}
          {step === 0 && <RegisterStepPersonal form={form} />}
          <Suspense fallback={<p className="text-slate-600">{t('web.common.loading')}</p>}>
            {step === 1 && <RegisterStepAccount form={form} onBack={() => setStep(0)} />}
            {step === 2 && (
              <RegisterStepIdentity
                form={form}
                onBack={() => setStep(1)}
                asksNationalRegisterNumber={type === 'worker'}
              />
            )}
          </Suspense>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('web.registration.registerWizard.haveAccount')}{' '}
        <Link to={paths.login.href()} className="font-semibold text-brand-700 hover:underline">
          {t('web.common.signIn')}
        </Link>
      </p>
    </div>
  );
}
