import type { AreaSeed } from '../seed/seed-types';
import { seedDemoSubscriptions } from '../subscriptions/demo-subscriptions.seed';
import { seedCatalogue } from './catalogue.seed';

/** First of the area seeds: the catalogue others refer to, then the demo patient's subscriptions. */
export const seedCatalogueAndRegistration: AreaSeed = async (tx, demo, ctx) => {
  await seedCatalogue(tx);
  await seedDemoSubscriptions(tx, demo, ctx.now());
};
