import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import type { TreatmentChoice } from '../../ports/registration.port';

/** Whether the subscription holds this plan already (its add-ons included): writing it again changes nothing. */
export const holdsTreatmentChoice = (subscription: SubscriptionDetails, choice: TreatmentChoice): boolean => {
  const plan = subscription.plan;
  return (
    plan !== null &&
    plan.productId === choice.productId &&
    plan.variationId === choice.variationId &&
    plan.doseId === choice.doseId &&
    plan.frequencyOfReception === choice.frequencyOfReception &&
    plan.frequencyOfDelivery === choice.frequencyOfDelivery &&
    plan.packageType === choice.packageType &&
    subscription.addons.map((addon) => addon._id).join() === choice.addonIds.join()
  );
};
