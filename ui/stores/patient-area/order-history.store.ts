import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Order, OrderPage } from '../../../domain/entities/order';
import { mergeOrderPages } from '../../../domain/orders/order-pages';
import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';
import { errorText } from '../../i18n/error-text';

/** An order's detail as a page reads it: how its load stands, and the order once loaded. */
export type OrderDetailState = LoadStatus & { readonly value: Order | null };

/**
 * The order history as an endless list, newest first: pages are read one at a time by
 * `pagination.nextPage`, each order shown once however pages overlap; a failed page keeps what shows.
 */
export class OrderHistoryStore {
  /** The list so far: the first page as loaded, every later page merged into it. */
  private readonly listed = new Loadable<OrderPage>();
  readonly status: LoadStatus = this.listed;
  loadingMore = false;
  /** A failed next page: the list stays, with a way to try again. */
  moreError: string | null = null;
  /** Each opened order's detail (its whole charge), by order id. */
  private readonly details = observable.map<string, Loadable<Order>>({}, { deep: false });

  constructor(private readonly useCases: Pick<PatientAreaUseCases, 'listOrdersPage' | 'loadOrder'>) {
    makeAutoObservable<OrderHistoryStore, 'useCases' | 'listed' | 'details'>(
      this,
      { useCases: false, listed: false, status: false, details: false },
      { autoBind: true },
    );
  }

  get orders(): readonly Order[] {
    return this.listed.value?.orders ?? [];
  }

  get total(): number {
    return this.listed.value?.total ?? 0;
  }

  get nextPage(): number | null {
    return this.listed.value?.nextPage ?? null;
  }

  get reachedEnd(): boolean {
    return this.listed.phase === 'ready' && this.nextPage === null;
  }

  async loadFirst(): Promise<void> {
    this.moreError = null;
    await this.listed.load('orders', () => this.useCases.listOrdersPage.execute({ page: 1 }));
  }

  /** The next page, once: calls while one loads, or after the last page, do nothing. */
  async loadMore(): Promise<void> {
    const page = this.nextPage;
    if (this.listed.phase !== 'ready' || this.loadingMore || page === null) return;
    this.loadingMore = true;
    this.moreError = null;
    const more = await this.listed.extend(
      () => this.useCases.listOrdersPage.execute({ page }),
      (shown, next) => ({ ...next, orders: mergeOrderPages(shown.orders, next.orders) }),
    );
    runInAction(() => {
      this.loadingMore = false;
      if (more && !more.ok) this.moreError = errorText(more.error);
    });
  }

  /** An opened order's detail as it stands (read-only: it loads through `loadDetail`), or undefined before it is opened. */
  detailOf(orderId: string): OrderDetailState | undefined {
    return this.details.get(orderId);
  }

  /** An order's detail, loaded the first time it is opened or after a failure. */
  async loadDetail(orderId: string): Promise<void> {
    const known = this.details.get(orderId);
    if (known?.phase === 'loading' || known?.phase === 'ready') return;
    const detail = known ?? new Loadable<Order>();
    this.details.set(orderId, detail);
    await detail.load(orderId, () => this.useCases.loadOrder.execute(orderId));
  }

  reset(): void {
    this.listed.reset();
    this.loadingMore = false;
    this.moreError = null;
    this.details.clear();
  }
}
