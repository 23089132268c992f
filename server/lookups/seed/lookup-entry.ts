import type { components } from '../../../openapi/patient-api';

type Schemas = components['schemas'];
export type LookupSystem = Schemas['LookupSystem'];

/** One entry of a lookup list: its name, its group, the other names it is known by, and a code where one applies. */
export interface LookupEntry {
  readonly name: string;
  readonly system: LookupSystem;
  readonly otherNames?: readonly string[];
  readonly code?: string;
}
