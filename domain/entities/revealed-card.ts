/** The card on file as the patient area shows it: its type and last four digits, nothing more. */
export interface RevealedCard {
  readonly last4: string;
  readonly cardType: string | null;
}
