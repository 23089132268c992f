import * as z from 'zod/mini';
import type { PriceQuote } from '../../domain/entities/price-quote';
import type { SubscriptionDetails } from '../../domain/entities/subscription-details';
import { fail, ok, type Result } from '../../domain/shared/result';
import { priceItems } from '../../domain/validation/call-failures';
import type { SubscriptionDetailsPort } from '../../application/ports/subscription-details.port';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { singleEnvelope } from './schemas/envelope.schema';
import { priceQuoteSchema } from './schemas/price-quote.schema';
import { subscriptionDetailsSchema } from './schemas/subscription-details.schema';

const subscriptionDetailsEnvelope = singleEnvelope(subscriptionDetailsSchema);

export class HttpSubscriptionDetailsAdapter implements SubscriptionDetailsPort {
  constructor(private readonly api: ApiClient) {}

  get(subscriptionId: string): Promise<Result<SubscriptionDetails>> {
    return readResult(
      this.api.GET('/api/subscription/{id}', { params: { path: { id: subscriptionId } } }),
      subscriptionDetailsEnvelope,
      'Loading your subscription',
    );
  }

  /** A price answer must be a success with at least one item, else 'Invalid API response format' (spec §5). */
  async upcomingPrice(subscriptionId: string): Promise<Result<PriceQuote>> {
    const body = await readResult(this.api.GET('/api/subscription/{id}/price', { params: { path: { id: subscriptionId } } }), z.unknown(), 'Loading the price');
    if (!body.ok) return body;
    const items = priceItems(body.value);
    if (!items.ok) return items;
    const quote = priceQuoteSchema.safeParse(items.value[0]);
    return quote.success
      ? ok(quote.data)
      : fail(`Unexpected answer from the server for Loading the price (${quote.error.issues[0]?.path.join('.') || 'body'})`, 502, 'unexpected_response');
  }
}
