import { autorun } from 'mobx';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ListSubscriptionsUseCase } from '../../../application/use-cases/subscriptions/list-subscriptions.use-case';
import { ACTIVE, InMemoryPatientArea } from '../../../tests/fakes/in-memory-patient-area.fake';
import { SubscriptionsStore } from './subscriptions.store';

const PATIENT = ACTIVE.patientId;

const dashboard = () => {
  const area = new InMemoryPatientArea();
  area.add(ACTIVE);
  return { area, store: new SubscriptionsStore(new ListSubscriptionsUseCase(area)) };
};

describe("the dashboard's treatments", () => {
  it('are loading until listed, then show the patient’s subscriptions', async () => {
    const { store } = dashboard();
    const loading = store.load(PATIENT);
    expect([store.status.phase, store.items]).toEqual(['loading', []]);
    await loading;
    expect([store.status.phase, store.items.map((item) => item._id)]).toEqual(['ready', [ACTIVE._id]]);
  });

  it('say why a first load failed, with nothing to show', async () => {
    const { area, store } = dashboard();
    area.failNext('list', 'Service unavailable', 503);
    await store.load(PATIENT);
    expect([store.status.phase, store.status.error, store.items]).toEqual(['error', 'Service unavailable', []]);
  });

  it('keep the cards through a failed reload, with its reason as a quiet note that the next reload clears', async () => {
    const { area, store } = dashboard();
    await store.load(PATIENT);
    area.failNext('list', 'Service unavailable', 503);
    await store.load(PATIENT);
    expect([store.status.phase, store.status.error, store.status.refreshError, store.items.length]).toEqual(['ready', null, 'Service unavailable', 1]);
    await store.load(PATIENT);
    expect([store.status.refreshError, store.items.length]).toEqual([null, 1]);
  });

  it('redraw what reads their status at each step of a load, and a failed reload’s note', async () => {
    const { area, store } = dashboard();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${store.status.phase} ${store.status.refreshError ?? '-'}`));
    await store.load(PATIENT);
    area.failNext('list', 'Service unavailable', 503);
    await store.load(PATIENT);
    stop();
    expect(seen).toEqual(['idle -', 'loading -', 'ready -', 'ready Service unavailable']);
    // A page reads the status; loading or emptying it goes through the store.
    expectTypeOf(store.status).not.toHaveProperty('load');
    expectTypeOf(store.status).not.toHaveProperty('reset');
  });

  it('drop a list that arrives after sign-out', async () => {
    const { store } = dashboard();
    const loading = store.load(PATIENT);
    store.reset();
    await loading;
    expect([store.status.phase, store.items]).toEqual(['idle', []]);
  });
});
