import { expect, type Page } from '@playwright/test';
import { operator } from '../../support/operator';
import { registerAnotherTreatment, registerPatient, type Patient, type PatientOptions, type ProductType } from '../../support/patient-factory';

/**
 * Patients the browser tests prepare for themselves through the API (tests/support/patient-factory.ts)
 * and move on with the care team's and the clock's operator routes, on a brand's origin: no test leans on
 * the seeded demo patient or changes it.
 */
export const apiOf = (origin: string) => `${origin}/backend`;
export const operatorOf = (origin: string) => operator(apiOf(origin));

export const preparePatient = (origin: string, options: PatientOptions = {}) => registerPatient(apiOf(origin), options);

export const prepareTreatment = (origin: string, patient: Patient, productType: ProductType, options: PatientOptions = {}) =>
  registerAnotherTreatment(apiOf(origin), patient, { ...options, productType });

/** An API call as the patient (the actions the screen is not what a test is about). */
export const asPatientOf = async (origin: string, patient: Patient, method: string, path: string, body?: unknown) => {
  const signedIn = await fetch(`${apiOf(origin)}/identity/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: patient.email, password: patient.password }),
  });
  const { data } = (await signedIn.json()) as { data: [{ accessToken: string }] };
  const response = await fetch(`${apiOf(origin)}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data[0].accessToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${await response.clone().text()}`).toBe(true);
  return ((await response.json()) as { data: unknown[] }).data;
};

/** Signs in on the brand's login page and waits for the dashboard. */
export const signInAs = async (page: Page, origin: string, patient: Pick<Patient, 'email' | 'password'>) => {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill(patient.email);
  await page.getByLabel('Password', { exact: true }).fill(patient.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${origin}/user/subscriptions`);
};
