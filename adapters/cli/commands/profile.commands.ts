import type { ContactDetails } from '../../../application/use-cases/account/update-contact-details.use-case';
import type { PersonalDetails } from '../../../application/use-cases/account/update-personal-details.use-case';
import { heightFields } from '../../../domain/account/profile-fields';
import { describeCard } from '../../../domain/billing/card-on-file';
import { bmiOf } from '../../../domain/body-metrics/bmi';
import { heightLabel } from '../../../domain/body-metrics/height';
import type { User } from '../../../domain/entities/user';
import { formatBirthDate } from '../../../domain/formatting/birth-date';
import { addressLine } from '../../../domain/registration-flow/address-verification';
import { EXIT_CODES, type Command } from '../cli-context';
import { reportFailure, ruleRefusal, usageError } from '../failures';
import { signedIn, signedInUser } from '../signed-in';
import { AREAS } from '../../container/tokens';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

const profileLines = (user: User, card: string): string[] => {
  const patient = user.patient;
  const shipping = patient?.shipping;
  const bmi = patient ? bmiOf(patient) : null;
  const preference = user.notificationPreference;
  return [
    `Name:        ${[user.firstName, user.lastName].filter(Boolean).join(' ') || '-'}`,
    `E-mail:      ${user.email}`,
    `Phone:       ${user.phone ?? '-'}`,
    `Birth date:  ${patient?.basic.birthDate ? (formatBirthDate(patient.basic.birthDate) ?? patient.basic.birthDate) : '-'}`,
    `Gender:      ${patient?.basic.gender ?? '-'}`,
    `Height:      ${heightLabel(patient?.height) ?? '-'}`,
    `Weight:      ${patient?.weight != null ? `${patient.weight} lb` : '-'}`,
    `BMI:         ${bmi === null ? '-' : bmi.toFixed(1)}`,
    `Shipping:    ${shipping?.address ? addressLine({ address: shipping.address, secondAddress: shipping.secondAddress ?? '', city: shipping.city ?? '', state: shipping.state ?? '', zipCode: shipping.zipCode ?? '' }) : '-'}`,
    `Card:        ${card}`,
    `Notify by:   e-mail ${yesNo(preference.email)}, SMS ${yesNo(preference.sms)}; news by e-mail ${yesNo(preference.receiveNewsByEmail)}, by SMS ${yesNo(preference.receiveNewsBySMS)}`,
    `Chat alert:  ${yesNo(user.chatNoticeAlert)}`,
  ];
};

export const showProfileCommand: Command = {
  path: ['profile', 'show'],
  summary: 'Your account info: name, contact, personal details (height, weight, BMI), shipping address, card, notifications',
  options: {},
  run: signedIn(async (context, _values, user) => {
    const patientId = user.patient?._id;
    const card = patientId ? await context.get(AREAS.patientArea).revealCardOnFile.execute(patientId) : null;
    const cardText = !card
      ? '-'
      : !card.ok
        ? `(could not be read: ${card.error.message})`
        : card.value
          ? (describeCard(card.value) ?? 'none on file')
          : 'none on file';
    context.output.result({ user, card: card?.ok ? card.value : null }, () => profileLines(user, cardText).join('\n'));
    return EXIT_CODES.ok;
  }),
};

const CONTACT_OPTIONS = ['first-name', 'last-name', 'phone'] as const;
const PERSONAL_OPTIONS = ['birth-date', 'gender', 'height-feet', 'height-inches', 'weight'] as const;

export const updateProfileCommand: Command = {
  path: ['profile', 'update'],
  summary: 'Change your name, phone, birth date, gender, height or weight (what is not given stays)',
  options: {
    'first-name': { type: 'string', description: 'first name' },
    'last-name': { type: 'string', description: 'last name' },
    phone: { type: 'string', description: 'US phone number' },
    'birth-date': { type: 'string', description: 'MM-DD-YYYY' },
    gender: { type: 'string', description: 'male or female' },
    'height-feet': { type: 'string', description: 'height: whole feet (with --height-inches)' },
    'height-inches': { type: 'string', description: 'height: inches, 0 to 11' },
    weight: { type: 'string', description: 'weight in pounds' },
  },
  run: async (context, values) => {
    const given = (name: string) => typeof values[name] === 'string';
    const text = (name: string, otherwise: string) => (typeof values[name] === 'string' ? (values[name] as string) : otherwise);
    if (![...CONTACT_OPTIONS, ...PERSONAL_OPTIONS].some(given)) {
      return usageError(context, `Give at least one of ${[...CONTACT_OPTIONS, ...PERSONAL_OPTIONS].map((name) => `--${name}`).join(', ')}`);
    }
    const loaded = await signedInUser(context);
    if (typeof loaded === 'number') return loaded;
    let user = loaded;
    if (CONTACT_OPTIONS.some(given)) {
      const details: ContactDetails = {
        firstName: text('first-name', user.firstName ?? ''),
        lastName: text('last-name', user.lastName ?? ''),
        phone: text('phone', ''),
      };
      const saved = await context.get(AREAS.messagingAndAccount).updateContactDetails.execute({ userId: user._id, details });
      if (!saved.ok) {
        return reportFailure(context, saved.error);
      }
      user = { ...user, firstName: saved.value.firstName, lastName: saved.value.lastName, phone: saved.value.phone };
    }
    const patient = user.patient;
    if (PERSONAL_OPTIONS.some(given)) {
      if (!patient) return ruleRefusal(context, 'This account has no patient yet: finish signing up first');
      const stored = heightFields(patient.height);
      const details: PersonalDetails = {
        birthDate: text('birth-date', patient.basic.birthDate ? (formatBirthDate(patient.basic.birthDate) ?? '') : ''),
        gender: text('gender', patient.basic.gender),
        heightFeet: text('height-feet', given('height-inches') ? '' : stored.feet),
        heightInches: text('height-inches', given('height-feet') ? '0' : stored.inches),
        weight: text('weight', patient.weight === null ? '' : String(patient.weight)),
      };
      const saved = await context.get(AREAS.messagingAndAccount).updatePersonalDetails.execute({ patientId: patient._id, details });
      if (!saved.ok) {
        return reportFailure(context, saved.error);
      }
      user = { ...user, patient: saved.value };
    }
    context.output.result(user, () => ['Saved.', ...profileLines(user, '(see `profile show`)')].join('\n'));
    return EXIT_CODES.ok;
  },
};
