import './entry.css';
import { Card, H1, H2 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { productTypeFromSlug } from '../../../domain/routing/product-slug';
import { emailError, newPasswordError, personNameError } from '../../../domain/validation/account-fields';
import { useStores } from '../../app/container-context';
import { BusyButton } from '../../components/busy-button';
import { preloadSteps } from '../../app/steps-pages';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { useFocusFirstInvalid } from '../../components/use-focus-first-invalid';
import { useFormFields } from '../../components/use-form-fields';
import type { EntryStore } from '../../stores/registration/entry.store';
import { ConfirmCodeForm } from './confirm-code-form';
import { EntryIntro } from './entry-intro';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';

/** Its own observer: the busy state redraws the button, not the whole form, on the click that sends it. */
const CreateAccountButton = observer(function CreateAccountButton({ entry }: { readonly entry: EntryStore }) {
  const _ = useTranslate();
  return <BusyButton busy={entry.busy} text={_('Create account')} />;
});

/**
 * A brand entry page (/register, /ed, /weightloss, /hairloss, /{slug}): what its product line is, costs and
 * how it works, then sign-up, which starts the registration of the page's product type (POST
 * /api/subscription {productType}, status register) and goes on to /steps.
 */
export const EntryPage = observer(function EntryPage({ slug: fixedSlug }: { readonly slug?: string }) {
  const _ = useTranslate();
  const params = useParams();
  const productType = productTypeFromSlug(fixedSlug ?? params.slug ?? '');
  const entry = useStores(STORES.registration).entry;
  const navigate = useNavigate();
  const form = useFormFields(
    { firstName: '', lastName: '', email: '', password: '' },
    {
      firstName: (value) => personNameError(value, 'first name'),
      lastName: (value) => personNameError(value, 'last name'),
      email: emailError,
      password: newPasswordError,
    },
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const [awaitingCode, setAwaitingCode] = useState(false);
  const { formRef, checkFailed } = useFocusFirstInvalid();

  useEffect(() => {
    void entry.loadStartingPrice(productType);
  }, [entry, productType]);

  const signUpInput = () => ({
    email: form.values.email.trim(),
    password: form.values.password,
    patient: { firstName: form.values.firstName.trim(), lastName: form.values.lastName.trim(), productType },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (entry.busy) return;
    if (!form.validateAll()) return checkFailed();
    setServerError(null);
    const outcome = await entry.signUp(signUpInput(), productType);
    if (outcome.kind === 'failed') setServerError(outcome.message);
    else if (outcome.kind === 'confirmation-required') setAwaitingCode(true);
    else void navigate('/steps', { replace: true });
  };

  const confirm = async (code: string): Promise<string | null> => {
    const outcome = await entry.confirm({ ...signUpInput(), code }, productType);
    if (outcome.kind === 'failed') return outcome.message;
    void navigate('/steps', { replace: true });
    return null;
  };

  if (awaitingCode) {
    return (
      <Card className="auth-card" elevation={1}>
        <H1 className="auth-title">{_('Confirm your e-mail')}</H1>
        <ConfirmCodeForm email={form.values.email.trim()} onConfirm={confirm} />
      </Card>
    );
  }

  return (
    <div className="entry-page">
      <EntryIntro productType={productType} startingPrice={entry.startingPrices.get(productType)} />
      <Card className="auth-card entry-form" elevation={1}>
        <H2 className="auth-title">{_('Create your account')}</H2>
        <form ref={formRef} onSubmit={(event) => void submit(event)} onFocus={preloadSteps} noValidate aria-label={_('Create your account')}>
          <div className="form-row">
            <TextField
              label={_('First name')}
              autoComplete="given-name"
              value={form.values.firstName}
              onChange={form.set('firstName')}
              onBlur={form.touch('firstName')}
              error={form.visibleError('firstName')}
            />
            <TextField
              label={_('Last name')}
              autoComplete="family-name"
              value={form.values.lastName}
              onChange={form.set('lastName')}
              onBlur={form.touch('lastName')}
              error={form.visibleError('lastName')}
            />
          </div>
          <TextField
            label={_('E-mail')}
            type="email"
            autoComplete="email"
            value={form.values.email}
            onChange={form.set('email')}
            onBlur={form.touch('email')}
            error={form.visibleError('email')}
          />
          <TextField
            label={_('Password')}
            type="password"
            autoComplete="new-password"
            value={form.values.password}
            onChange={form.set('password')}
            onBlur={form.touch('password')}
            error={form.visibleError('password')}
            helperText={_('At least 8 characters, with a letter and a digit.')}
          />
          <FormError message={serverError} />
          <CreateAccountButton entry={entry} />
        </form>
        <p className="auth-switch">
          {_('Already have an account?')} <Link to="/login">{_('Sign in')}</Link>
        </p>
      </Card>
    </div>
  );
});
