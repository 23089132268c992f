import type { Database } from '../database/database';
import { codedError, HttpError } from '../http/http-error';
import type { PatientDoc } from '../users/users.repository';
import type { ShippingAddress } from '../orders/order-docs';

type Queryable = Pick<Database, 'query'>;

/** The address form with its fields trimmed and inner runs of spaces made one; an empty second line dropped. */
export const normalizeAddress = (form: ShippingAddress): ShippingAddress => {
  const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');
  const secondAddress = tidy(form.secondAddress ?? '');
  return {
    address: tidy(form.address),
    ...(secondAddress ? { secondAddress } : {}),
    city: tidy(form.city),
    state: form.state,
    zipCode: form.zipCode,
  };
};

/** Orders ship only to states where the service is enabled (the states `GET /get-enabled-states` lists). */
export const requireEnabledState = async (db: Queryable, code: string): Promise<void> => {
  const found = await db.query<{ name: string; enabled: boolean }>('select name, enabled from us_states where code = $1', [code]);
  const state = found.rows[0];
  if (!state) throw new HttpError(400, `Invalid body: 'state' ${code} is not a US state or territory code`);
  if (!state.enabled) throw codedError(400, 'state_not_served', `We do not ship to ${state.name} yet: our service is not available there.`);
};

/** The patient's shipping address, complete, or a 409: an order needs somewhere to go. */
export const requireShippingAddress = (shipping: PatientDoc['shipping']): ShippingAddress => {
  const { address, secondAddress, city, state, zipCode } = shipping ?? {};
  if (!address || !city || !state || !zipCode) {
    throw codedError(409, 'shipping_address_missing', 'Add your shipping address before paying: your order needs somewhere to go.');
  }
  return { address, ...(secondAddress ? { secondAddress } : {}), city, state, zipCode };
};

/** Saves the address on the patient; the caller's transaction decides whether open orders follow. */
export const saveShippingOnPatient = async (tx: Queryable, patientId: string, shipping: ShippingAddress): Promise<void> => {
  await tx.query(`update patients set doc = jsonb_set(doc, '{shipping}', $2::jsonb) where id = $1`, [patientId, JSON.stringify(shipping)]);
};
