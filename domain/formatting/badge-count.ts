/** The most a badge shows as a number: past it, '99+' keeps the badge its size in the header and the lists. */
const BADGE_MAX = 99;

/** An unread count as a badge shows it: 7 -> '7', 140 -> '99+'. */
export const badgeCount = (count: number): string => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));
