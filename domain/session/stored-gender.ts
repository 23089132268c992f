import type { Gender } from '../entities/patient';
import { BUSINESS_CONSTANTS } from '../shared/business-constants';

/**
 * The stored gender (male or female): a stored female stays female; anything else, a stored male
 * included, is the default, male (spec §1, §9).
 */
export const genderFromStorage = (stored: string | null): Gender => (stored === 'female' ? 'female' : BUSINESS_CONSTANTS.defaultGender);

/** The gender stored at the basics' last save, or null when none is (no choice made on this device). */
export const storedGenderChoice = (stored: string | null): Gender | null => (stored === 'male' || stored === 'female' ? stored : null);
