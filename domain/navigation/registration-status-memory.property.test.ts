import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { dashboardClick, patientStatusFromStorage, restoreOnStepsLayout } from './registration-status-memory';

describe('dashboard click from the sidebar (spec §4)', () => {
  it('remembers register as originalRegistrationStatus, sets active and goes to /user/subscriptions', () => {
    expect(dashboardClick({ status: 'register', originalRegistrationStatus: null })).toEqual({
      memory: { status: 'active', originalRegistrationStatus: 'register' },
      navigateTo: '/user/subscriptions',
    });
  });

  it('only goes to /user/subscriptions when the status was not register', () => {
    expect(dashboardClick({ status: 'active', originalRegistrationStatus: null })).toEqual({
      memory: { status: 'active', originalRegistrationStatus: null },
      navigateTo: '/user/subscriptions',
    });
  });

  it('restores register when returning to the steps layout, once', () => {
    const away = dashboardClick({ status: 'register', originalRegistrationStatus: null }).memory;
    expect(restoreOnStepsLayout(away)).toEqual({ status: 'register', originalRegistrationStatus: null });
    expect(restoreOnStepsLayout({ status: 'active', originalRegistrationStatus: null })).toEqual({
      status: 'active',
      originalRegistrationStatus: null,
    });
  });

  it('reads only register or active from storage', () => {
    expect(patientStatusFromStorage('register')).toBe('register');
    expect(patientStatusFromStorage('active')).toBe('active');
    expect(patientStatusFromStorage('Register')).toBeNull();
    expect(patientStatusFromStorage(null)).toBeNull();
  });

  const status = fc.constantFrom('register', 'active', null);
  const memory = fc.record({ status, originalRegistrationStatus: status });

  test.prop([memory])('a dashboard click then a return to the steps leaves a registering patient registering', (start) => {
    const back = restoreOnStepsLayout(dashboardClick(start).memory);
    if (start.status === 'register' || start.originalRegistrationStatus === 'register') expect(back.status).toBe('register');
    else expect(back).toEqual(start);
  });

  test.prop([memory])('the patient area always shows the patient as active after a click from registration', (start) => {
    const { memory: after, navigateTo } = dashboardClick(start);
    expect(navigateTo).toBe('/user/subscriptions');
    expect(after.status).toBe(start.status === 'register' ? 'active' : start.status);
  });

  test.prop([memory])('restoring twice is restoring once', (start) => {
    expect(restoreOnStepsLayout(restoreOnStepsLayout(start))).toEqual(restoreOnStepsLayout(start));
  });
});
