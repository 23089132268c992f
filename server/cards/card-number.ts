/** The digits of a card number as typed (spaces between groups allowed). */
export const cardDigits = (typed: string): string => typed.replace(/\s+/g, '');

/** The Luhn checksum every card number carries: catches a mistyped digit or two swapped ones. */
export const passesLuhn = (digits: string): boolean => {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};
