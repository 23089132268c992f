import { ContainerModule, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import { AREAS, TOKENS } from '../../adapters/container/tokens';
import { STORAGE_KEYS } from '../../domain/session/storage-keys';
import type { CalendarDate } from '../../domain/shared/calendar-date';
import type { BrandSettings } from '../app/brand-settings';
import { createAppStores } from '../stores/app-stores';
import { BannerStore, type BannerTimers } from '../stores/shell/banner.store';
import { lazyStores, readyStores, type StoreArea } from '../stores/store-area';
import { STORE_CODE, STORES } from '../stores/store-areas';

const windowTimers: BannerTimers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** The banner store on its own: the HTTP middleware shows banners through it, and the app's stores hold it. */
const BANNER_STORE = Symbol.for('vireo.ui.banner-store') as ServiceIdentifier<BannerStore>;

/** Today on the UTC calendar: the day the server checks birth dates and card expiry against. */
const utcToday = (c: ResolutionContext) => (): CalendarDate => {
  const now = new Date(c.get(TOKENS.clock).now());
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
};

/** Stores that another area's are built from, which must be there by then. */
const builtStores = <S>(area: StoreArea<S>, expected: string): S => {
  const stores = area.current();
  if (!stores) throw new Error(expected);
  return stores;
};

/**
 * The MobX stores, one token per area (ui/stores/store-areas.ts), each area built with its area's use
 * cases. The app's stores are built at once; every other area's when a page first needs them, from the
 * code STORE_CODE downloads.
 */
export const storesModule = (brand: BrandSettings) =>
  new ContainerModule(({ bind }) => {
    bind(BANNER_STORE)
      .toDynamicValue((c) => new BannerStore(c.get(TOKENS.clock), windowTimers))
      .inSingletonScope();
    bind(TOKENS.banner).toService(BANNER_STORE);
    bind(STORES.app)
      .toDynamicValue((c) =>
        readyStores(
          createAppStores({
            brand,
            clock: c.get(TOKENS.clock),
            zone: c.get(TOKENS.zone),
            session: c.get(AREAS.session),
            shell: c.get(AREAS.shell),
            registration: c.get(AREAS.registration),
            passwordReset: c.get(AREAS.passwordReset),
            messagingAndAccount: c.get(AREAS.messagingAndAccount),
            banner: c.get(BANNER_STORE),
            timers: windowTimers,
            reloadPage: () => window.location.reload(),
          }),
        ),
      )
      .inSingletonScope();
    // The app's stores are built at once; the shell's with the signed-in layout, inside which every page that
    // builds the messaging stores is.
    const app = (c: ResolutionContext) => builtStores(c.get(STORES.app), 'The app stores are built at once');
    const shell = (c: ResolutionContext) => builtStores(c.get(STORES.shell), 'The shell stores come with the signed-in layout');
    bind(STORES.shell)
      .toDynamicValue((c) =>
        lazyStores(STORE_CODE.shell, ({ createShellStores }) =>
          createShellStores({
            notices: c.get(AREAS.notices),
            session: c.get(AREAS.session),
            shell: c.get(AREAS.shell),
            unreadMessages: c.get(AREAS.unreadMessages),
            dashboard: c.get(AREAS.dashboard),
            patientArea: c.get(AREAS.patientArea),
            currentUserId: () => app(c).session.user?._id ?? null,
            onReset: app(c).session.onReset,
          }),
        ),
      )
      .inSingletonScope();
    bind(STORES.registration)
      .toDynamicValue((c) =>
        lazyStores(STORE_CODE.registration, ({ createRegistrationStores }) =>
          createRegistrationStores({
            useCases: c.get(AREAS.registration),
            session: app(c).session,
            today: utcToday(c),
            storedGender: () => c.get(TOKENS.storage).get(STORAGE_KEYS.gender),
            brand: brand.id,
            environment: c.get(TOKENS.config).environment,
          }),
        ),
      )
      .inSingletonScope();
    bind(STORES.patientArea)
      .toDynamicValue((c) =>
        lazyStores(STORE_CODE.patientArea, ({ createPatientAreaStores }) =>
          createPatientAreaStores({
            useCases: c.get(AREAS.patientArea),
            session: app(c).session,
            clock: c.get(TOKENS.clock),
            today: utcToday(c),
            brand,
            provider: c.get(TOKENS.config).provider,
            utcOffsetAt: c.get(TOKENS.zone).utcOffsetAt,
          }),
        ),
      )
      .inSingletonScope();
    bind(STORES.messagingAndAccount)
      .toDynamicValue((c) =>
        lazyStores(STORE_CODE.messagingAndAccount, ({ createMessagingAndAccountStores }) =>
          createMessagingAndAccountStores({
            useCases: c.get(AREAS.messagingAndAccount),
            loadCurrentUser: c.get(AREAS.session).loadCurrentUser,
            session: app(c).session,
            unreadMessages: shell(c).unreadMessages,
          }),
        ),
      )
      .inSingletonScope();
  });
