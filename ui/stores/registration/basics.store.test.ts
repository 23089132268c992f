import { describe, expect, it } from 'vitest';
import type { BrandId } from '../../../domain/brands/brand';
import type { SessionStore } from '../session.store';
import { BasicsStore } from './basics.store';
import type { RegistrationStore } from './registration.store';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';

const TODAY = { year: 2026, month: 11, day: 27 };

/** The Basics as a new patient opens it (a patient record with the server's default gender, nothing saved). */
const basicsOf = (brand: BrandId, storedGender: string | null = null) => {
  const session = {
    user: { phone: null, patient: { basic: { birthDate: null, gender: 'male' }, shipping: { zipCode: null } } },
    patientId: 'p',
  } as unknown as SessionStore;
  const store = new BasicsStore(
    {} as Pick<RegistrationUseCases, 'saveBasics'>,
    {} as RegistrationStore,
    session,
    () => TODAY,
    () => storedGender,
    brand,
  );
  store.open('s');
  return store;
};

describe('the basics form', () => {
  it('places the dashes of a birth date typed as digits', () => {
    const store = basicsOf('main');
    store.set('birthDate', '03151988');
    store.touch('birthDate');
    expect([store.values.birthDate, store.visibleError('birthDate')]).toEqual(['03-15-1988', null]);
  });

  it("asks the gender on the women's brand, and starts from the spec's male on the main brand", async () => {
    expect(basicsOf('main').values.gender).toBe('male');
    const women = basicsOf('women');
    expect(women.values.gender).toBe('');
    expect(await women.save()).toBe(false);
    expect(women.visibleError('gender')).toBe('Choose male or female');
    expect(basicsOf('women', 'female').values.gender).toBe('female');
  });
});
