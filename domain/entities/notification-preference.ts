/** How the patient wants to hear from the provider (the user and the patient each carry a copy). */
export interface NotificationPreference {
  readonly sms: boolean;
  readonly email: boolean;
  readonly receiveNewsByEmail: boolean;
  readonly receiveNewsBySMS: boolean;
}
