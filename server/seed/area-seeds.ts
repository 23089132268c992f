import { seedDemoChats } from '../chat/demo-chats.seed';
import { seedDemoDoctors } from '../doctors/demo-doctors.seed';
import { seedDemoNotices } from '../notices/demo-notices.seed';
import { seedLookups } from '../lookups/lookups.seed';
import { seedQuestionnaires } from '../questionnaires/questionnaires.seed';
import { seedCatalogueAndRegistration } from '../catalogue/catalogue-and-registration.seed';
import { seedBillingHistory } from '../billing/billing-history.seed';
import type { AreaSeed } from './seed-types';

/**
 * Each area of the API seeds its own demo data (catalogue, questionnaires, doctors, ...) inside the one
 * first-start transaction, in this order.
 */
export const AREA_SEEDS: readonly AreaSeed[] = [
  // ── area seeds (catalogue first: other areas may refer to its products) ──
  seedCatalogueAndRegistration,
  seedDemoDoctors,
  seedDemoChats,
  seedDemoNotices,
  seedQuestionnaires,
  seedLookups,
  seedBillingHistory,
  // ── end area seeds ──
];
