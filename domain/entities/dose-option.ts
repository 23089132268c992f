/** A dose of the plan's product variation a patient may ask to change to. */
export interface DoseOption {
  readonly _id: string;
  readonly weight: number;
  readonly measure: string;
  /** How the dose is shown, e.g. "50 mg". */
  readonly strength: string;
  readonly price: number;
  readonly description: string;
}
