/** Where the reader is: the browser's time zone in the app, the machine's in the CLI. */
export interface ZonePort {
  /** The zone's offset at an instant, in minutes ahead of UTC, as the domain's date formats take it. */
  readonly utcOffsetAt: (instantMs: number) => number;
}
