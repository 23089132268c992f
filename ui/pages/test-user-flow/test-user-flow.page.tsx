import '../../components/registration/steps.css';
import { Button, Callout, Card, Checkbox, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { brandOffers } from '../../../domain/brands/brand';
import { TEST_USER_FLOW_REFUSED } from '../../../domain/registration-flow/test-user';
import { PRODUCT_TYPE_NAMES, PRODUCT_TYPES, type ProductType } from '../../../domain/shared/product-type';
import { useStores } from '../../app/container-context';
import { ChoiceList } from '../../components/registration/choice-list';
import { StepActions } from '../../components/registration/step-actions';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';
import { translate } from '../../i18n/translate';

/**
 * /create-test-user-flow (spec §2; what it does is ours): outside production, a tester gets a new test
 * patient, signed in, with the registration of a product type started and, if wanted, the basics filled,
 * and walks the rest of the registration from there. The e-mail and password are shown to sign in again.
 */
export const TestUserFlowPage = observer(function TestUserFlowPage() {
  const _ = useTranslate();
  const testUser = useStores(STORES.registration).testUser;
  const brand = useStores(STORES.app).brand;
  const navigate = useNavigate();
  const offered = PRODUCT_TYPES.filter((type) => brandOffers(brand.id, type));
  const [productType, setProductType] = useState<ProductType>(offered[0] ?? 'wl');
  const [fillBasics, setFillBasics] = useState(true);

  if (!testUser.allowed) {
    return (
      <Card className="auth-card" elevation={1}>
        <h1 className="auth-title">{_('Test user flow')}</h1>
        <Callout intent={Intent.WARNING} role="alert">
          {TEST_USER_FLOW_REFUSED}
        </Callout>
      </Card>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await testUser.create(productType, fillBasics)) void navigate('/steps');
  };

  return (
    <Card className="auth-card" elevation={1}>
      <h1 className="auth-title">{_('Create a test patient')}</h1>
      <p className="auth-lead">
        {_('For testing in the {environment} environment: a new patient of {name}, signed in, with a registration started.', {
          environment: testUser.environment,
          name: brand.name,
        })}
      </p>
      <form className="step-form" onSubmit={(event) => void submit(event)} noValidate aria-label={_('Create a test patient')}>
        <ChoiceList
          legend={_('Treatment')}
          choices={offered.map((type) => ({ value: type, label: translate(PRODUCT_TYPE_NAMES[type]) }))}
          selected={[productType]}
          onChoose={(value) => setProductType(value as ProductType)}
          disabled={testUser.creating}
        />
        <Checkbox
          checked={fillBasics}
          onChange={(event) => setFillBasics(event.currentTarget.checked)}
          label={_('Fill The Basics with test data (35 years old, New York)')}
          disabled={testUser.creating}
        />
        <StepActions error={testUser.error} busy={testUser.creating} label={_('Create and start')} />
      </form>
      {testUser.credentials && (
        <Callout intent={Intent.SUCCESS} className="test-user-credentials">
          <p>{_('E-mail: {email}', { email: testUser.credentials.email })}</p>
          <p>{_('Password: {password}', { password: testUser.credentials.password })}</p>
          <Button text={_('Continue the registration')} onClick={() => void navigate('/steps')} />
        </Callout>
      )}
    </Card>
  );
});
