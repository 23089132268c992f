import type { CardProcessor } from '../../../domain/entities/card-payment';
import { ok, type Result } from '../../../domain/shared/result';
import type { CardTokenizerPort } from '../../ports/card-payments.port';

export interface CardEntry {
  readonly processor: CardProcessor;
  /** 'own-fields': the app draws the card fields; 'provider-field': the provider's field is in the page. */
  readonly collects: 'own-fields' | 'provider-field';
}

/**
 * The card sub-step as it opens: which provider takes the card and who draws its fields. A provider that
 * draws its own field (Stripe Elements) mounts it into the element `selector` finds; `release` takes it
 * out when the sub-step closes.
 */
export class PrepareCardEntryUseCase {
  constructor(private readonly tokenizer: CardTokenizerPort) {}

  async execute(request: { readonly selector: string } | { readonly release: true }): Promise<Result<CardEntry>> {
    const entry = { processor: this.tokenizer.processor, collects: this.tokenizer.collects };
    if ('release' in request) {
      this.tokenizer.unmountField();
      return ok(entry);
    }
    if (entry.collects === 'own-fields') return ok(entry);
    const mounted = await this.tokenizer.mountField(request.selector);
    return mounted.ok ? ok(entry) : mounted;
  }
}
