import type { Order } from '../../domain/entities/order';
import type { Subscription } from '../../domain/entities/subscription';
import type { ProductType } from '../../domain/shared/product-type';
import type { Result } from '../../domain/shared/result';

/**
 * The reference backend's operator side (openapi/operator-api.yaml): what the provider's care team,
 * pharmacy and billing do to a patient's treatment, and the twin's movable clock. Integrators drive it
 * from the CLI to take a fresh patient through every state; it exists only on a backend started with ops.
 */
export type CareDecision = 'approve' | 'decline' | 'not-verified' | 'send-back' | 'hold' | 'pre-screen';

export interface CareCase {
  readonly subscription: Subscription;
  readonly patient: { readonly email: string; readonly firstName: string | null; readonly lastName: string | null; readonly state: string | null };
  /** The payment on hold, null when none. */
  readonly heldAmount: number | null;
}

export interface CareDecisionOutcome {
  readonly subscription: Subscription;
  readonly order: Order | null;
  readonly doctorName: string | null;
}

export interface TwinClockReading {
  readonly now: string;
  readonly offsetDays: number;
}

export interface BillingEvent {
  readonly at: string;
  readonly kind: 'charged' | 'failed' | 'prescriptionEnded' | 'completed' | 'shipped' | 'delivered';
  readonly subscriptionId: string;
  readonly productType: ProductType;
  readonly period: number | null;
  readonly sum: number | null;
  readonly failureMessage: string | null;
}

export interface Shipment {
  readonly carrier?: 'USPS' | 'UPS' | 'FedEx';
  readonly trackingNumber?: string;
}

/** One access to a patient's health data, as the audit log keeps it. */
export interface AuditEntry {
  readonly at: string;
  readonly actorKind: 'patient' | 'doctor' | 'operator';
  readonly actorId: string | null;
  readonly action: 'read' | 'write';
  readonly resource: string;
  readonly resourceId: string | null;
  readonly operation: string;
  readonly outcome: number;
}

export interface OperatorPort {
  careQueue(patientEmail?: string): Promise<Result<CareCase[]>>;
  decide(
    subscriptionId: string,
    decision: CareDecision,
    words: { readonly message?: string; readonly doctorId?: string },
  ): Promise<Result<CareDecisionOutcome>>;
  orders(of: { readonly subscriptionId: string } | { readonly patientEmail: string }): Promise<Result<Order[]>>;
  ship(orderId: string, shipment: Shipment): Promise<Result<Order>>;
  deliver(orderId: string): Promise<Result<Order>>;
  clock(): Promise<Result<TwinClockReading>>;
  advanceClock(days: number): Promise<Result<{ readonly clock: TwinClockReading; readonly events: BillingEvent[] }>>;
  runBilling(): Promise<Result<BillingEvent[]>>;
  /** Who read or changed the patient's health data, newest first (the e-mail goes in a body, never an address). */
  auditLog(patientEmail: string, limit: number): Promise<Result<AuditEntry[]>>;
}
