import { describe, expect, it } from 'vitest';
import { ChooseTreatmentUseCase } from '../../../application/use-cases/catalogue/choose-treatment.use-case';
import { KeepTreatmentChoiceUseCase } from '../../../application/use-cases/catalogue/keep-treatment-choice.use-case';
import { LoadDeliveryDiscountsUseCase } from '../../../application/use-cases/catalogue/load-delivery-discounts.use-case';
import { LoadTreatmentOptionsUseCase } from '../../../application/use-cases/catalogue/load-treatment-options.use-case';
import { ReadTreatmentPositionUseCase } from '../../../application/use-cases/catalogue/read-treatment-position.use-case';
import type { ApplyCouponUseCase } from '../../../application/use-cases/catalogue/apply-coupon.use-case';
import type { AdvanceRegistrationUseCase } from '../../../application/use-cases/registration/advance-registration.use-case';
import { GoBackUseCase } from '../../../application/use-cases/registration/go-back.use-case';
import { blankSubscription, InMemoryRegistration } from '../../../tests/fakes/in-memory-registration.fake';
import { SILDENAFIL, TADALAFIL } from '../../../domain/registration-flow/plan-catalogue.fixture';
import { RegistrationStore } from './registration.store';
import { fillPlaceholders } from '../../i18n/fill-placeholders';
import { spanishTranslator } from '../../i18n/spanish';
import { showLanguage } from '../../i18n/translate';
import { TreatmentStore } from './treatment.store';

const ID = 'c'.repeat(24);

/** The ed treatment step as a page opens it (a first visit or a reload), on one backend and one local storage. */
const treatmentStep = async (backend: InMemoryRegistration, applyCoupon = {} as ApplyCouponUseCase) => {
  const registration = new RegistrationStore({ loadRegistration: {} as never, goBack: new GoBackUseCase(backend, backend.storage) }, {} as never);
  registration.adopt(backend.subscriptions.get(ID)!);
  const store = new TreatmentStore(
    {
      loadTreatmentOptions: new LoadTreatmentOptionsUseCase(backend),
      loadDeliveryDiscounts: new LoadDeliveryDiscountsUseCase(backend),
      chooseTreatment: new ChooseTreatmentUseCase(backend, backend, backend.storage, {} as AdvanceRegistrationUseCase),
      keepTreatmentChoice: new KeepTreatmentChoiceUseCase(backend, backend.storage),
      readTreatmentPosition: new ReadTreatmentPositionUseCase(backend.storage),
      applyCoupon,
    },
    registration,
  );
  await store.load();
  return { registration, store };
};

const backendAtTreatment = () => {
  const backend = new InMemoryRegistration();
  backend.catalogue = [SILDENAFIL, TADALAFIL];
  backend.subscriptions.set(ID, blankSubscription(ID, 'ed', { registrationStep: 'treatment' }));
  return backend;
};

describe('the treatment sub-steps across a reload', () => {
  it('opens again at the sub-step reached, with the medicine chosen, and Back walks the sub-steps passed', async () => {
    const backend = backendAtTreatment();
    const first = await treatmentStep(backend);
    first.store.choose('variation', 'daily');
    await first.store.next();
    expect(first.store.subStep).toBe('ShipmentFrequency');
    expect(backend.subscriptions.get(ID)?.plan?.variationId).toBe('daily');

    const reloaded = await treatmentStep(backend);
    expect(reloaded.store.subStep).toBe('ShipmentFrequency');
    expect(reloaded.store.plan?.variation._id).toBe('daily');
    await reloaded.registration.goBack();
    expect(reloaded.store.subStep).toBe('GenericOptions');
    expect(reloaded.store.plan?.variation._id).toBe('daily');
  });

  it('remembers a sub-step gone back to, and stays (saying why) when the choice cannot be written', async () => {
    const backend = backendAtTreatment();
    const first = await treatmentStep(backend);
    first.store.choose('variation', 'generic-sil');
    await first.store.next();
    expect(first.store.subStep).toBe('Dosage');
    await first.registration.goBack();
    await Promise.resolve();
    expect((await treatmentStep(backend)).store.subStep).toBe('GenericOptions');

    backend.failNext('choose', 'The service is temporarily unavailable, please try again', 503);
    first.store.choose('variation', 'daily');
    await first.store.next();
    expect([first.store.subStep, first.store.error]).toEqual(['GenericOptions', 'The service is temporarily unavailable, please try again']);
  });
});

describe('opening the treatment step', () => {
  it('says why the options could not be read, opens on the next try, and empties itself at sign-out', async () => {
    const backend = backendAtTreatment();
    backend.failNext('products', 'Catalogue unavailable', 503);
    const { store } = await treatmentStep(backend);
    expect([store.status.phase, store.error]).toEqual(['error', 'Catalogue unavailable']);
    await store.load();
    expect([store.status.phase, store.error, store.products.length > 0]).toEqual(['ready', null, true]);
    store.reset();
    expect([store.status.phase, store.products, store.draft]).toEqual(['idle', [], {}]);
  });
});

describe('a coupon on the plan review', () => {
  it('names a coupon brought by a link (?code=) as a typed one is named', async () => {
    const backend = backendAtTreatment();
    const welcome = {
      _id: 'w'.repeat(24),
      code: 'WELCOME20',
      name: '$20 off your first delivery',
      discountType: '$' as const,
      discountValue: 20,
      usingPeriodsCount: 1,
      firstPeriod: 1,
    };
    backend.subscriptions.set(ID, { ...backend.subscriptions.get(ID)!, coupons: [welcome] });
    const { store } = await treatmentStep(backend);
    expect(store.couponMessage).toBe('Coupon WELCOME20 applied: $20 off your first delivery');
    // Read again in the language the patient switches to, the coupon's name as the server wrote it.
    showLanguage('es', spanishTranslator());
    expect(store.couponMessage).toBe('Cupón WELCOME20 aplicado: $20 off your first delivery');
    showLanguage('en', fillPlaceholders);
  });

  it('asks for a code before applying one, and says why the service refused it', async () => {
    const backend = backendAtTreatment();
    const refused = { execute: async () => ({ ok: false as const, error: { message: 'This coupon has expired', statusCode: 400 } }) };
    const { store } = await treatmentStep(backend, refused as unknown as ApplyCouponUseCase);
    await store.applyCoupon();
    expect(store.couponError).toBe('Enter a coupon code');
    store.setCouponCode('OLD10');
    expect(store.couponError).toBeNull();
    await store.applyCoupon();
    expect([store.couponError, store.applyingCoupon, store.couponCode]).toEqual(['This coupon has expired', false, 'OLD10']);
  });
});

describe('the treatment step as it opens', () => {
  it('says why the catalogue could not be read, reads it on the next try, and only once when it opened', async () => {
    const backend = backendAtTreatment();
    backend.failNext('products', 'The service is temporarily unavailable, please try again', 503);
    const { store } = await treatmentStep(backend);
    expect([store.status.phase, store.error, store.products]).toEqual(['error', 'The service is temporarily unavailable, please try again', []]);
    await store.load();
    expect([store.status.phase, store.error, store.products.length]).toEqual(['ready', null, 2]);
    await store.load();
    expect(backend.calls.filter((call) => call === 'products')).toHaveLength(2);
  });
});
