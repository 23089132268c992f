/**
 * The messages rules build from values (a limit, a size, a field's name): English sources with `{name}`
 * placeholders, which rules fill with builtMessage (built-message.ts). A screen in another language finds
 * the source again from the English (ui/i18n/built-message-parts.ts), shows its translation and writes
 * the values that language's way. A placeholder's name says what its value is: `{field}` a field's name to
 * translate, `{types}` a list joined with 'or', anything else a number or a name. Apart from builtMessage,
 * so a page that only builds messages downloads no list of them.
 */
export const BUILT_MESSAGES = [
  'Use at least {count} characters',
  'Enter your {field}',
  'Your {field} can be at most {count} characters',
  'Use letters only in your {field}',
  'You must be {age} or older to use this service',
  'Enter {min} or more',
  'Enter {max} or less',
  'Keep it to {count} characters',
  'Choose a file of at most {size} MB',
  'This photo is larger than {size} MB: choose a smaller one',
  'Choose a {types} photo',
  'This photo is too small to read: use one at least {side} pixels on each side',
  '{types}, up to {size} MB.',
  'Enter a goal below your current weight of {weight} {unit}',
  'We do not offer treatment in {state} yet',
  'Enter the {count}-digit security code',
] as const;

export type BuiltMessageSource = (typeof BUILT_MESSAGES)[number];
