/**
 * The width from which the patient area shows its menu as a side column rather than behind the menu button
 * (patient-frame.css draws the same line at 992px).
 */
export const WIDE_SCREEN = '(min-width: 992px)';
