/** English ordinal suffix of a whole number >= 0: 1st 2nd 3rd 4th ... 11th 12th 13th ... 21st 22nd 23rd ... 111th ... */
export const ordinalSuffix = (n: number): 'st' | 'nd' | 'rd' | 'th' => {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (lastTwo % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
};

/** The day as the order date shows it (Do): 3 -> '3rd'. */
export const ordinal = (n: number): string => `${n}${ordinalSuffix(n)}`;
