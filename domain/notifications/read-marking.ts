import { BUSINESS_CONSTANTS } from '../shared/business-constants';

/** Items are marked read when 75% visible (spec §2, §9); one already read is not marked again. */
export const shouldMarkRead = (visibleRatio: number, hasRead: boolean): boolean => !hasRead && visibleRatio >= BUSINESS_CONSTANTS.readMarkVisibilityThreshold;
