import { Button } from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { Charge } from '../../../domain/entities/charge';
import { formatUsd } from '../../../domain/billing/usd';
import { saveFile } from '../../components/save-file';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { showDate } from '../../components/patient-area/show-date';
import { useZone } from '../../components/use-zone';
import { useTranslate } from '../../i18n/use-translate';

/** The receipt of a paid charge as a PDF to save or print (its library loads on the first press); why it could not be made. */
export const ReceiptButton = observer(function ReceiptButton({ charge }: { readonly charge: Charge }) {
  const zone = useZone();
  const _ = useTranslate();
  const receipts = useStores(STORES.patientArea).receipts;
  const download = async () => {
    const file = await receipts.make(charge._id);
    if (file) saveFile(file, 'application/pdf');
  };
  const failed = receipts.error?.chargeId === charge._id ? receipts.error.message : null;
  return (
    <>
      <Button
        className="receipt-button"
        variant="minimal"
        size="small"
        icon={<Download />}
        text={_('Download receipt')}
        aria-label={_('Download receipt of {value}, {formatUsd} (PDF)', {
          value: showDate(charge.createdAt, zone) ?? charge.createdAt,
          formatUsd: formatUsd(charge.sum),
        })}
        loading={receipts.making === charge._id}
        onClick={() => void download()}
      />
      <div role="alert" className="receipt-error-region">
        {failed && <p className="receipt-error">{failed}</p>}
      </div>
    </>
  );
});
