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

/**
 * /create-test-user-flow (spec §2; what it does is ours): outside production, a tester gets a new test
 * patient, signed in, with the registration of a product type started and, if wanted, the basics filled,
 * and walks the rest of the registration from there. The e-mail and password are shown to sign in again.
 */
export const TestUserFlowPage = observer(function TestUserFlowPage() {
  const testUser = useStores(STORES.registration).testUser;
  const brand = useStores(STORES.app).brand;
  const navigate = useNavigate();
  const offered = PRODUCT_TYPES.filter((type) => brandOffers(brand.id, type));
  const [productType, setProductType] = useState<ProductType>(offered[0] ?? 'wl');
  const [fillBasics, setFillBasics] = useState(true);

  if (!testUser.allowed) {
    return (
      <Card className="auth-card" elevation={1}>
        <h1 className="auth-title">Test user flow</h1>
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
      <h1 className="auth-title">Create a test patient</h1>
      <p className="auth-lead">{`For testing in the ${testUser.environment} environment: a new patient of ${brand.name}, signed in, with a registration started.`}</p>
      <form className="step-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Create a test patient">
        <ChoiceList
          legend="Treatment"
          choices={offered.map((type) => ({ value: type, label: PRODUCT_TYPE_NAMES[type] }))}
          selected={[productType]}
          onChoose={(value) => setProductType(value as ProductType)}
          disabled={testUser.creating}
        />
        <Checkbox
          checked={fillBasics}
          onChange={(event) => setFillBasics(event.currentTarget.checked)}
          label="Fill The Basics with test data (35 years old, New York)"
          disabled={testUser.creating}
        />
        <StepActions error={testUser.error} busy={testUser.creating} label="Create and start" />
      </form>
      {testUser.credentials && (
        <Callout intent={Intent.SUCCESS} className="test-user-credentials">
          <p>{`E-mail: ${testUser.credentials.email}`}</p>
          <p>{`Password: ${testUser.credentials.password}`}</p>
          <Button text="Continue the registration" onClick={() => void navigate('/steps')} />
        </Callout>
      )}
    </Card>
  );
});
