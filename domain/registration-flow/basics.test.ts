import { describe, expect, it } from 'vitest';
import type { Patient } from '../entities/patient';
import { basicsForm, basicsToSave, formatUsPhone, PHONE_TAKEN_MESSAGE, zipStateError } from './basics';

const PATIENT = {
  basic: { birthDate: '1990-07-04', gender: 'female' },
  shipping: { zipCode: '10001' },
} as unknown as Patient;

describe('the basic step', () => {
  it('saves the birth date as YYYY-MM-DD and the phone as its 10 digits', () => {
    expect(basicsToSave({ gender: 'male', birthDate: '07-04-1990', zipCode: ' 10001 ', phone: '+1 (212) 555-0123' })).toEqual({
      gender: 'male',
      birthDate: '1990-07-04',
      zipCode: '10001',
      phone: '2125550123',
    });
    expect(basicsToSave({ gender: 'male', birthDate: '1990-07-04', zipCode: '10001', phone: '2125550123' })).toBeNull();
    expect(basicsToSave({ gender: 'male', birthDate: '07-04-1990', zipCode: '10001', phone: '555' })).toBeNull();
    expect(basicsToSave({ gender: 'other', birthDate: '07-04-1990', zipCode: '10001', phone: '2125550123' })).toBeNull();
    expect(basicsToSave({ gender: 'female', birthDate: '07-04-1990', zipCode: '10001', phone: '2125550123' })?.gender).toBe('female');
  });

  it('writes a phone number of 10 digits as (212) 555-0123, anything else as it is', () => {
    expect(formatUsPhone('2125550123')).toBe('(212) 555-0123');
    for (const other of ['12125550123', '21255501234', 'x2125550123']) expect(formatUsPhone(other)).toBe(other);
  });

  it('tells a patient whose phone number is taken to sign in with that account', () => {
    expect(PHONE_TAKEN_MESSAGE).toBe('This phone number belongs to another account. Sign in with that account, or use another number.');
  });

  it('opens with what the patient saved before, or the stored gender on a first visit', () => {
    expect(basicsForm(PATIENT, '+12125550123', 'male')).toEqual({ gender: 'female', birthDate: '07-04-1990', zipCode: '10001', phone: '(212) 555-0123' });
    expect(basicsForm(null, null, 'female')).toEqual({ gender: 'female', birthDate: '', zipCode: '', phone: '' });
    const blank = { basic: { birthDate: 'garbage', gender: 'male' }, shipping: {} } as unknown as Patient;
    expect(basicsForm(blank, 'abc', 'female')).toEqual({ gender: 'male', birthDate: '', zipCode: '', phone: 'abc' });
    expect(formatUsPhone('12345')).toBe('12345');
  });

  it('wants a ZIP code of a state where the service is offered', () => {
    const enabled = [{ code: 'NY', name: 'New York' }];
    expect(zipStateError({ zipCode: '10001', city: 'New York', state: 'NY', stateName: 'New York' }, enabled)).toBeNull();
    expect(zipStateError({ zipCode: '80218', city: 'Denver', state: 'CO', stateName: 'Colorado' }, [...enabled, { code: 'CO', name: 'Colorado' }])).toBeNull();
    expect(zipStateError({ zipCode: '73301', city: 'Austin', state: 'TX', stateName: 'Texas' }, enabled)).toBe('We do not offer treatment in Texas yet');
    expect(zipStateError(null, enabled)).toBe('We could not find this ZIP code');
  });
});
