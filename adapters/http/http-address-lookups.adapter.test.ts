import { describe, expect, it } from 'vitest';
import { apiAnswering } from './answering-api.test-support';
import { HttpAddressAdapter } from './http-address.adapter';
import { HttpPatientBasicsAdapter } from './http-patient-basics.adapter';

describe('the address look-ups over HTTP, with what the patient typed in the body and never in the URL', () => {
  it('asks for five suggestions of the typed street, preferring the form state', async () => {
    const suggestion = { text: '1500 E Colfax Ave, Denver, CO 80218', address: '1500 E Colfax Ave', city: 'Denver', state: 'CO', zipCode: '80218' };
    const { api, requests } = apiAnswering(200, { status: 'success', data: [suggestion] });
    expect(await new HttpAddressAdapter(api).suggest('1500 Colfax', 'CO')).toEqual({ ok: true, value: [suggestion] });
    expect(requests).toEqual(['POST /backend/address/suggestions {"search":"1500 Colfax","limit":5,"state":"CO"}']);
  });

  it('asks for suggestions in every state when the form has none', async () => {
    const { api, requests } = apiAnswering(200, { status: 'success', data: [] });
    expect(await new HttpAddressAdapter(api).suggest('1500 Colfax', null)).toEqual({ ok: true, value: [] });
    expect(requests).toEqual(['POST /backend/address/suggestions {"search":"1500 Colfax","limit":5}']);
  });

  it("reads the city and state of the patient's ZIP code", async () => {
    const place = { zipCode: '10001', city: 'New York', state: 'NY', stateName: 'New York' };
    const { api, requests } = apiAnswering(200, { status: 'success', data: [place] });
    expect(await new HttpPatientBasicsAdapter(api).zipCodePlace('10001')).toEqual({ ok: true, value: place });
    expect(requests).toEqual(['POST /backend/address/zip-lookup {"zipCode":"10001"}']);
  });

  it('reads an unknown ZIP code (404) as no place, and any other failure as a failure', async () => {
    const unknown = apiAnswering(404, { status: 'error', message: 'ZIP code not found' });
    expect(await new HttpPatientBasicsAdapter(unknown.api).zipCodePlace('00000')).toEqual({ ok: true, value: null });
    const refused = apiAnswering(400, { status: 'error', message: "Invalid body: 'zipCode' must match pattern" });
    expect(await new HttpPatientBasicsAdapter(refused.api).zipCodePlace('1234')).toMatchObject({ ok: false, error: { statusCode: 400 } });
  });
});
