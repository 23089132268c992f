import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Order } from '../../../domain/entities/order';
import { mergeOrderPages } from '../../../domain/orders/order-pages';
import type { LoadPhase } from '../load-phase';
import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';

export interface OrderDetail {
  readonly phase: LoadPhase;
  readonly order: Order | null;
  readonly error: string | null;
}

/**
 * The order history as an endless list, newest first: pages are read one at a time by
 * `pagination.nextPage`, each order shown once however pages overlap; a failed page keeps what shows.
 */
export class OrderHistoryStore {
  phase: LoadPhase = 'idle';
  orders: readonly Order[] = [];
  total = 0;
  nextPage: number | null = null;
  loadingMore = false;
  /** A failed next page: the list stays, with a way to try again. */
  moreError: string | null = null;
  error: string | null = null;
  readonly details = observable.map<string, OrderDetail>();

  constructor(private readonly useCases: Pick<PatientAreaUseCases, 'listOrdersPage' | 'loadOrder'>) {
    makeAutoObservable<OrderHistoryStore, 'useCases'>(this, { useCases: false }, { autoBind: true });
  }

  get reachedEnd(): boolean {
    return this.phase === 'ready' && this.nextPage === null;
  }

  async loadFirst(): Promise<void> {
    this.phase = this.orders.length > 0 ? 'ready' : 'loading';
    this.error = null;
    this.moreError = null;
    const page = await this.useCases.listOrdersPage.execute({ page: 1 });
    runInAction(() => {
      if (page.ok) {
        this.orders = page.value.orders;
        this.nextPage = page.value.nextPage;
        this.total = page.value.total;
        this.phase = 'ready';
      } else {
        this.error = page.error.message;
        this.phase = this.orders.length > 0 ? 'ready' : 'error';
      }
    });
  }

  /** The next page, once: calls while one loads, or after the last page, do nothing. */
  async loadMore(): Promise<void> {
    const page = this.nextPage;
    if (this.phase !== 'ready' || this.loadingMore || page === null) return;
    this.loadingMore = true;
    this.moreError = null;
    const result = await this.useCases.listOrdersPage.execute({ page });
    runInAction(() => {
      this.loadingMore = false;
      if (!result.ok) {
        this.moreError = result.error.message;
        return;
      }
      this.orders = mergeOrderPages(this.orders, result.value.orders);
      this.nextPage = result.value.nextPage;
      this.total = result.value.total;
    });
  }

  /** An order's detail (its whole charge), loaded the first time it is opened or after a failure. */
  async loadDetail(orderId: string): Promise<void> {
    const current = this.details.get(orderId);
    if (current?.phase === 'loading' || current?.phase === 'ready') return;
    this.details.set(orderId, { phase: 'loading', order: null, error: null });
    const order = await this.useCases.loadOrder.execute(orderId);
    runInAction(() =>
      this.details.set(orderId, order.ok ? { phase: 'ready', order: order.value, error: null } : { phase: 'error', order: null, error: order.error.message }),
    );
  }

  reset(): void {
    this.phase = 'idle';
    this.orders = [];
    this.total = 0;
    this.nextPage = null;
    this.loadingMore = false;
    this.moreError = null;
    this.error = null;
    this.details.clear();
  }
}
