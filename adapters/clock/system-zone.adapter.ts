import type { ZonePort } from '../../application/ports/zone.port';

/** The zone of the browser or machine the code runs on: the one place the app and the CLI read it. */
export class SystemZoneAdapter implements ZonePort {
  // getTimezoneOffset counts the other way (minutes behind UTC).
  readonly utcOffsetAt = (instantMs: number): number => -new Date(instantMs).getTimezoneOffset();
}
