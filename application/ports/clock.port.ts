export interface ClockPort {
  /** Milliseconds since the epoch. */
  now(): number;
}
