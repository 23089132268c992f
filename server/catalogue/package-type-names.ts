/** The names patients read for the catalogue's package types, in English; translated with the catalogue's texts. */
const PACKAGE_TYPE_NAMES: Readonly<Record<string, string>> = {
  bottle: 'Bottle',
  'blister-pack': 'Blister pack',
  'dropper-bottle': 'Dropper bottle',
  'pump-bottle': 'Pump bottle',
  can: 'Can',
  pen: 'Pen',
  tube: 'Tube',
  'vial-kit': 'Vial kit',
};

/** A package type's English name, or null for a code the catalogue does not name. */
export const packageTypeName = (code: string): string | null => PACKAGE_TYPE_NAMES[code] ?? null;

/** The names of a variation's package types, by code (those it names). */
export const packageTypeNames = (codes: readonly string[]): Record<string, string> =>
  Object.fromEntries(
    codes.flatMap((code) => {
      const name = packageTypeName(code);
      return name === null ? [] : [[code, name]];
    }),
  );
