/** What the Account Info and Settings screens say after an action (our wording; the spec shows none). */
export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: 'Your current password is incorrect',
  passwordChanged: 'Your password is changed. Other devices signed in to your account are signed out.',
  /** Where the identity provider keeps the other sessions going (Cognito). */
  passwordChangedHere: 'Your password is changed.',
  contactSaved: 'Your name and phone are saved.',
  detailsSaved: 'Your personal details are saved.',
  addressSaved: 'Your shipping address is saved.',
  avatarSaved: 'Your photo is updated.',
  settingsSaved: 'Your notification settings are saved.',
  notAnAvatar: 'This photo cannot be shown.',
} as const;

/** The first message of a form's field errors, or null when there is none. */
export const firstError = (errors: Readonly<Record<string, string | null | undefined>>): string | null =>
  Object.values(errors).find((message): message is string => typeof message === 'string' && message !== '') ?? null;
