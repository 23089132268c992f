import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../../domain/session/storage-keys';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { observer } from 'mobx-react-lite';

/**
 * Signing out in another tab clears local storage (spec §2, Logout): this tab ends its session too, and its
 * guard sends the patient on, instead of showing their data until a call fails for want of a token.
 */
export const SignedOutElsewhere = observer(function SignedOutElsewhere() {
  const session = useStores(STORES.app).session;
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const tokenGone = (event.key === null || event.key === STORAGE_KEYS.token) && event.newValue === null;
      if (event.storageArea === window.localStorage && tokenGone && session.phase === 'signed-in') void session.endSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [session]);
  return null;
});
