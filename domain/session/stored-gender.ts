import type { Gender } from '../entities/patient';
import { BUSINESS_CONSTANTS } from '../shared/business-constants';

/**
 * The stored gender (male or female): a stored female stays female; anything else, a stored male
 * included, is the default, male (spec §1, §9).
 */
export const genderFromStorage = (stored: string | null): Gender =>
  stored === 'female' ? 'female' : BUSINESS_CONSTANTS.defaultGender;
