import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/container-context';
import { errorText } from '../../i18n/error-text';
import { useTranslate } from '../../i18n/use-translate';
import { STORES } from '../../stores/store-areas';

/**
 * The one banner (spec §8), at the top of the page, over the header's middle. Both live regions are always in the page, so a
 * screen reader announces each banner as it appears: errors assertively, 'Done !' politely. They carry
 * no alert or status role, which the page's own messages (a form's error) keep for themselves.
 */
export const BannerHost = observer(function BannerHost() {
  const _ = useTranslate();
  const banners = useStores(STORES.app).banner;
  const banner = banners.current;
  const close = banner && (
    <button type="button" className="app-banner-close" onClick={() => banners.dismiss(banner.id)} aria-label={_('Close the message')}>
      <span aria-hidden="true">×</span>
    </button>
  );
  return (
    <div className="app-banners">
      <div aria-live="assertive" aria-atomic="true">
        {banner?.intent === 'error' && (
          <div className="app-banner app-banner-error" key={banner.id}>
            <span className="app-banner-text">{errorText({ message: banner.text, code: banner.code })}</span>
            {close}
          </div>
        )}
      </div>
      <div aria-live="polite" aria-atomic="true">
        {banner?.intent === 'info' && (
          <div className="app-banner app-banner-info" key={banner.id}>
            <span className="app-banner-text">{_(banner.text)}</span>
            {close}
          </div>
        )}
      </div>
    </div>
  );
});
