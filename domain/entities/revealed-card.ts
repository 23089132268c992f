/** The card on file as the patient area shows it: its type, last four digits and expiry (MM/YY), nothing more. */
export interface RevealedCard {
  readonly last4: string;
  readonly cardType: string | null;
  readonly expirationDate: string | null;
}
