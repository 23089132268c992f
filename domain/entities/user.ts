import type { NotificationPreference } from './notification-preference';
import type { Patient } from './patient';
import type { Subscription } from './subscription';

/** The signed-in user as /me returns it (spec §3). */
export interface User {
  readonly _id: string;
  readonly roles: readonly string[];
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly phone: string | null;
  readonly avatar: string | null;
  readonly chatNoticeAlert: boolean;
  readonly notificationPreference: NotificationPreference;
  readonly verifyClientSecret: string | null;
  readonly showReactivatePopup: boolean;
  readonly belugaMode: boolean;
  readonly latestBilledAmount: number | null;
  readonly patient: Patient | null;
  readonly subscriptions: readonly Subscription[];
}
