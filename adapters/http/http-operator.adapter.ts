import createClient, { type Client, type Middleware } from 'openapi-fetch';
import * as z from 'zod/mini';
import type { paths } from '../../openapi/operator-api';
import type { CareDecision, OperatorPort, Shipment } from '../../application/ports/operator.port';
import { readResult } from './read-result';
import { listEnvelope, singleEnvelope } from './schemas/envelope.schema';
import { auditEntrySchema, billingEventSchema, careCaseSchema, careDecisionSchema, clockSchema } from './schemas/operator.schema';
import { orderSchema } from './schemas/order.schema';

const NOT_MOUNTED = 'The operator routes are not there: start the reference backend with --ops';

/** The reference backend's operator routes under `<api>/_ops`, typed by openapi/operator-api.yaml. */
export class HttpOperatorAdapter implements OperatorPort {
  private readonly api: Client<paths>;

  /** `observers` see every call (the CLI's `--log-level debug`). */
  constructor(apiBase: string, observers: readonly Middleware[] = []) {
    this.api = createClient<paths>({ baseUrl: `${apiBase}/_ops`, fetch: (request) => globalThis.fetch(request) });
    this.api.use(...observers);
  }

  careQueue(patientEmail?: string) {
    return this.read(this.api.GET('/care/queue', { params: { query: patientEmail ? { patientEmail } : {} } }), listEnvelope(careCaseSchema), 'the care queue');
  }

  decide(subscriptionId: string, decision: CareDecision, words: { readonly message?: string; readonly doctorId?: string }) {
    return this.read(
      this.api.POST('/care/subscriptions/{id}/{decision}', { params: { path: { id: subscriptionId, decision } }, body: words }),
      singleEnvelope(careDecisionSchema),
      'the decision',
    );
  }

  orders(of: { readonly subscriptionId: string } | { readonly patientEmail: string }) {
    return this.read(this.api.GET('/orders', { params: { query: of } }), listEnvelope(orderSchema), 'the orders');
  }

  ship(orderId: string, shipment: Shipment) {
    return this.read(
      this.api.POST('/orders/{id}/ship', { params: { path: { id: orderId } }, body: shipment }),
      singleEnvelope(orderSchema),
      'shipping the order',
    );
  }

  deliver(orderId: string) {
    return this.read(this.api.POST('/orders/{id}/deliver', { params: { path: { id: orderId } } }), singleEnvelope(orderSchema), 'delivering the order');
  }

  clock() {
    return this.read(this.api.GET('/clock'), singleEnvelope(clockSchema), 'the clock');
  }

  advanceClock(days: number) {
    return this.read(
      this.api.POST('/clock/advance', { body: { days } }),
      singleEnvelope(z.object({ clock: clockSchema, run: z.object({ events: z.array(billingEventSchema) }) })),
      'moving the clock',
    ).then((result) => (result.ok ? { ok: true as const, value: { clock: result.value.clock, events: result.value.run.events } } : result));
  }

  runBilling() {
    return this.read(this.api.POST('/billing/run'), singleEnvelope(z.object({ events: z.array(billingEventSchema) })), 'the billing run').then((result) =>
      result.ok ? { ok: true as const, value: result.value.events } : result,
    );
  }

  auditLog(patientEmail: string, limit: number) {
    return this.read(this.api.POST('/audit-log', { body: { patientEmail, limit } }), listEnvelope(auditEntrySchema), 'the audit log');
  }

  /** A backend without ops answers 404 for every route here: say what to do instead. */
  private async read<T>(call: Promise<{ data?: unknown; error?: unknown; response: Response }>, schema: z.ZodMiniType<T>, what: string) {
    const result = await readResult(call, schema, what);
    if (!result.ok && result.error.statusCode === 404 && /^No such endpoint/.test(result.error.message)) {
      return { ok: false as const, error: { ...result.error, message: NOT_MOUNTED } };
    }
    return result;
  }
}
