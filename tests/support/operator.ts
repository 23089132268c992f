import type { components } from '../../openapi/operator-api';

type Schemas = components['schemas'];
export type CareDecision = 'approve' | 'decline' | 'not-verified' | 'send-back' | 'hold' | 'pre-screen';
export type OrderOf = Schemas['Order'];

export interface OperatorReply<T> {
  readonly status: number;
  readonly data: T[];
  readonly message?: string;
}

/**
 * The operator routes (openapi/operator-api.yaml) for tests: the care team, the pharmacy and the twin's
 * clock. `apiBase` is the API base, e.g. http://127.0.0.1:3000/backend.
 */
export const operator = (apiBase: string) => {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<OperatorReply<T>> => {
    const response = await fetch(`${apiBase}/_ops${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = (await response.json()) as { data?: T[]; message?: string };
    return { status: response.status, data: parsed.data ?? [], message: parsed.message };
  };
  /** The first item of a success, or an error naming the refusal. */
  const one = async <T>(reply: Promise<OperatorReply<T>>): Promise<T> => {
    const answered = await reply;
    const [first] = answered.data;
    if (answered.status >= 300 || first === undefined) throw new Error(`operator call refused (${answered.status}): ${answered.message ?? ''}`);
    return first;
  };
  return {
    call,
    decide: (subscriptionId: string, decision: CareDecision, body: { message?: string; doctorId?: string } = {}) =>
      one(call<Schemas['CareDecisionResult']>('POST', `/care/subscriptions/${subscriptionId}/${decision}`, body)),
    advanceClock: (days: number) => one(call<Schemas['ClockAdvance']>('POST', '/clock/advance', { days })),
    clock: () => one(call<Schemas['Clock']>('GET', '/clock')),
    runBilling: () => one(call<Schemas['BillingRun']>('POST', '/billing/run')),
    ordersOf: async (subscriptionId: string) => (await call<OrderOf>('GET', `/orders?subscriptionId=${subscriptionId}`)).data,
    ship: (orderId: string, body: { carrier?: 'USPS' | 'UPS' | 'FedEx'; trackingNumber?: string } = {}) =>
      one(call<OrderOf>('POST', `/orders/${orderId}/ship`, body)),
    deliver: (orderId: string) => one(call<OrderOf>('POST', `/orders/${orderId}/deliver`)),
  };
};
