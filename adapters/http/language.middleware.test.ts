import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { paths } from '../../openapi/patient-api';
import { languageMiddleware } from './language.middleware';

const clientSeeing = (urls: string[]) => {
  const client = createClient<paths>({
    baseUrl: 'http://api.test',
    fetch: (request: Request) => {
      urls.push(request.url);
      return Promise.resolve(new Response(JSON.stringify({ status: 'success', data: [] }), { headers: { 'content-type': 'application/json' } }));
    },
  });
  client.use(languageMiddleware(() => 'es'));
  return client;
};

describe('languageMiddleware', () => {
  it('asks for the questionnaires and the catalogue in the patient’s language', async () => {
    const urls: string[] = [];
    const client = clientSeeing(urls);
    await client.GET('/api/products');
    await client.GET('/api/questionnaire/{followupQuestionId}', { params: { path: { followupQuestionId: 'a'.repeat(24) } } });
    expect(urls).toEqual(['http://api.test/api/products?lang=es', `http://api.test/api/questionnaire/${'a'.repeat(24)}?lang=es`]);
  });

  it('asks for the notices, the plans of subscriptions and the doctors’ profiles in the patient’s language', async () => {
    const urls: string[] = [];
    const client = clientSeeing(urls);
    await client.GET('/api/notices', { params: { query: { limit: 10 } } });
    await client.GET('/api/subscription/{id}', { params: { path: { id: 'b'.repeat(24) } } });
    await client.GET('/api/doctor/{id}', { params: { path: { id: 'd'.repeat(24) } } });
    expect(urls).toEqual([
      'http://api.test/api/notices?limit=10&lang=es',
      `http://api.test/api/subscription/${'b'.repeat(24)}?lang=es`,
      `http://api.test/api/doctor/${'d'.repeat(24)}?lang=es`,
    ]);
  });

  it('asks for the chats in the patient’s language, for the messages the care team’s decisions write', async () => {
    const urls: string[] = [];
    const client = clientSeeing(urls);
    await client.GET('/api/chats');
    await client.GET('/api/chat', { params: { query: { chatId: 'c'.repeat(24) } } });
    expect(urls).toEqual(['http://api.test/api/chats?lang=es', `http://api.test/api/chat?chatId=${'c'.repeat(24)}&lang=es`]);
  });

  it('asks for the orders in the patient’s language, for their plans’ names', async () => {
    const urls: string[] = [];
    const client = clientSeeing(urls);
    await client.GET('/api/orders', { params: { query: { limit: 10 } } });
    await client.GET('/api/order/{id}', { params: { path: { id: 'd'.repeat(24) } } });
    expect(urls).toEqual(['http://api.test/api/orders?limit=10&lang=es', `http://api.test/api/order/${'d'.repeat(24)}?lang=es`]);
  });

  it('leaves every other call without the parameter', async () => {
    const urls: string[] = [];
    await clientSeeing(urls).GET('/me');
    expect(urls).toEqual(['http://api.test/me']);
  });
});
