import { formatUsd } from '../../../domain/billing/usd';
import { showsStrikeThrough } from '../../../domain/registration-flow/price-display';
import { useTranslate } from '../../i18n/use-translate';
import { observer } from 'mobx-react-lite';

/** A price as the patient pays it, the regular price struck through beside it when it is lower. */
export const PriceTag = observer(function PriceTag({ offer, regular, per }: { readonly offer: number; readonly regular: number; readonly per?: string }) {
  const _ = useTranslate();
  return (
    <span className="price-tag">
      {showsStrikeThrough(regular, offer) && (
        <s className="price-regular">
          <span className="visually-hidden">{_('Regular price')} </span>
          {formatUsd(regular)}
        </s>
      )}
      <span className="price-offer">
        {showsStrikeThrough(regular, offer) && <span className="visually-hidden">{_('Your price')} </span>}
        {formatUsd(offer)}
      </span>
      {per && <span className="price-per">{per}</span>}
    </span>
  );
});
