import type { PatientStatus } from '../entities/patient';

/** The stored status and its dashboard-click memory (status, originalRegistrationStatus: spec §3, §4). */
export interface RegistrationStatusMemory {
  readonly status: PatientStatus | null;
  readonly originalRegistrationStatus: PatientStatus | null;
}

/** A stored status value: register or active; anything else reads as none. */
export const patientStatusFromStorage = (stored: string | null): PatientStatus | null => (stored === 'register' || stored === 'active' ? stored : null);

/**
 * Dashboard click from the sidebar (spec §4): a status of register is remembered as
 * originalRegistrationStatus and becomes active; the patient goes to /user/subscriptions either way.
 */
export const dashboardClick = (
  memory: RegistrationStatusMemory,
): { readonly memory: RegistrationStatusMemory; readonly navigateTo: '/user/subscriptions' } => ({
  memory: memory.status === 'register' ? { status: 'active', originalRegistrationStatus: 'register' } : memory,
  navigateTo: '/user/subscriptions',
});

/** Returning to the steps layout restores register from that memory, and the memory is spent. */
export const restoreOnStepsLayout = (memory: RegistrationStatusMemory): RegistrationStatusMemory =>
  memory.originalRegistrationStatus === 'register' ? { status: 'register', originalRegistrationStatus: null } : memory;
