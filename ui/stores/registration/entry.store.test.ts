import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { LoadStartingPriceUseCase } from '../../../application/use-cases/catalogue/load-starting-price.use-case';
import type { StartTreatmentRegistrationUseCase } from '../../../application/use-cases/registration/start-treatment-registration.use-case';
import { SILDENAFIL } from '../../../domain/registration-flow/plan-catalogue.fixture';
import { InMemoryRegistration } from '../../../tests/fakes/in-memory-registration.fake';
import { EntryStore } from './entry.store';

const PRICE = {
  productId: 'sildenafil',
  variationId: 'generic-sil',
  doseId: 's50',
  frequencyOfReception: 4,
  frequencyOfDelivery: 3,
  unitsPerDelivery: 12,
  strikeThroughPrice: 36,
  price: 30,
  couponDiscount: 0,
  offerPrice: 30,
  pricePerMonth: 10,
};

const entryOn = (backend: InMemoryRegistration) =>
  new EntryStore(
    { startRegistration: {} as StartTreatmentRegistrationUseCase, loadStartingPrice: new LoadStartingPriceUseCase(backend) },
    {} as never,
    {} as never,
  );

describe("the entry page's price", () => {
  it('comes when the catalogue answers, and the page showing it draws again; a line already priced is not read again', async () => {
    const backend = new InMemoryRegistration();
    backend.catalogue = [SILDENAFIL];
    backend.priceOptions = [PRICE];
    const entry = entryOn(backend);
    const shown: (number | undefined)[] = [];
    const stop = autorun(() => shown.push(entry.startingPrices.get('ed')));
    await entry.loadStartingPrice('ed');
    await entry.loadStartingPrice('ed');
    stop();
    expect(shown).toEqual([undefined, 10]);
    expect(backend.calls).toEqual(['products', 'prices sildenafil null']);
  });

  it('is left out when the catalogue cannot be read, and read again on the next visit', async () => {
    const backend = new InMemoryRegistration();
    backend.catalogue = [SILDENAFIL];
    backend.priceOptions = [PRICE];
    const entry = entryOn(backend);
    backend.failNext('prices', 'down', 503);
    await entry.loadStartingPrice('ed');
    expect(entry.startingPrices.has('ed')).toBe(false);
    await entry.loadStartingPrice('ed');
    expect(entry.startingPrices.get('ed')).toBe(10);
  });
});
