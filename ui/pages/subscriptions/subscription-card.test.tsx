import { Container } from 'inversify';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ACTIVE } from '../../../tests/fakes/in-memory-patient-area.fake';
import { ContainerProvider } from '../../app/container-context';
import type { AppStores } from '../../stores/app-stores';
import { readyStores } from '../../stores/store-area';
import { STORES } from '../../stores/store-areas';
import { SubscriptionCard } from './subscription-card';

/** The dashboard card as drawn at `now` on the clock port (the browser's own clock says otherwise). */
const cardAt = (now: string): string => {
  const container = new Container();
  const app = { clock: { now: () => Date.parse(now) }, zone: { utcOffsetAt: () => 0 }, helpPanel: {} } as unknown as AppStores;
  container.bind(STORES.app).toConstantValue(readyStores(app));
  const card = { last4: '4242', cardType: 'Visa', expirationDate: '04/26' };
  return renderToString(
    <ContainerProvider container={container}>
      <MemoryRouter>
        <SubscriptionCard subscription={ACTIVE} card={card} />
      </MemoryRouter>
    </ContainerProvider>,
  );
};

describe('a treatment card on the dashboard', () => {
  it('says a card expires, or has expired, before the next billing by the time on the clock port', () => {
    expect(cardAt('2026-04-15T12:00:00Z')).toContain('expires at the end of 04/26, before your next billing');
    expect(cardAt('2026-05-10T12:00:00Z')).toContain('has expired (04/26), before your next billing');
  });
});
