import type { ServerContext } from '../server-context';

/** The first-start transaction every seed writes in. */
export type SeedTransaction = Parameters<Parameters<ServerContext['db']['transaction']>[0]>[0];

/** The seeded accounts each area's seed may attach its data to. */
export interface DemoIds {
  readonly patientUserId: string;
  readonly patientId: string;
  readonly doctorUserId: string;
}

/** One area's seed of demo data. */
export type AreaSeed = (tx: SeedTransaction, demo: DemoIds, ctx: ServerContext) => Promise<void>;
