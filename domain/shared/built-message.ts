/**
 * The messages rules build from values (a limit, a size, a field's name): English sources with `{name}`
 * placeholders. A rule answers the filled English, which screens and the CLI show as they are in English;
 * a screen in another language finds the source again from it (ui/i18n/built-message-parts.ts), shows its
 * translation and writes the values that language's way. A placeholder's name says what its value is:
 * `{field}` a field's name to translate, `{types}` a list joined with 'or', anything else a number or a name.
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

/** A built message's English: its source with each placeholder's value. */
export const builtMessage = (source: BuiltMessageSource, values: Readonly<Record<string, string | number>>): string =>
  source.replace(/\{(\w+)\}/g, (_placeholder, name: string) => String(values[name]));
