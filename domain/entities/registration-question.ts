import type { CheckInQuestion } from './check-in-question';
import type { Gender } from './patient';

/** The lookup lists a text answer can offer entries from as the patient types (GET /get-{type}). */
export type LookupType = 'medications' | 'allergies' | 'conditions';

/**
 * A question of a registration questionnaire (spec §3 Question): a check-in question plus what the
 * registration engine reads to order, filter and present it.
 */
export interface RegistrationQuestion extends CheckInQuestion {
  /** Order in its questionnaire; follow-ups come right after their parent (depth-first). */
  readonly sequence: number;
  /** A short name for summaries, e.g. 'Height'. */
  readonly label: string | null;
  /** Asked only of this gender; null for everyone. */
  readonly gender: Gender | null;
  readonly lookup: LookupType | null;
}
