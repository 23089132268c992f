import { Button, Collapse } from '@blueprintjs/core';
import { ChevronDown, ChevronUp } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import type { Charge } from '../../../domain/entities/charge';
import { chargeStatusLabel } from '../../../domain/billing/charge-status';
import { hasReceipt } from '../../../domain/billing/receipt';
import { formatUsd } from '../../../domain/billing/usd';
import { showDate } from '../../components/patient-area/show-date';
import { useZone } from '../../components/use-zone';
import { observer } from 'mobx-react-lite';
import { InvoiceTable } from '../../components/patient-area/invoice-table';
import { ReceiptButton } from './receipt-button';
import { useTranslate } from '../../i18n/use-translate';
import { translate } from '../../i18n/translate';

/** One charge: date, amount and status, its invoice items on request, and its receipt once paid. */
export const ChargeItem = observer(function ChargeItem({ charge }: { readonly charge: Charge }) {
  const zone = useZone();
  const _ = useTranslate();
  const [open, setOpen] = useState(false);
  const itemsId = useId();
  return (
    <li>
      <div className="charge-row">
        <span>{showDate(charge.createdAt, zone) ?? charge.createdAt}</span>
        <span className="muted">
          {translate(chargeStatusLabel(charge.status))}
          {charge.reasonType === 'addon' ? ' · add-on' : ''}
        </span>
        <span className="charge-sum">{formatUsd(charge.sum)}</span>
      </div>
      {charge.failureMessage && <p className="muted">{charge.failureMessage}</p>}
      <div className="charge-actions">
        <Button
          className="invoice-toggle"
          variant="minimal"
          size="small"
          endIcon={open ? <ChevronUp /> : <ChevronDown />}
          aria-expanded={open}
          aria-controls={itemsId}
          text={_('Invoice {invoiceId}', { invoiceId: charge.invoiceId })}
          onClick={() => setOpen(!open)}
        />
        {hasReceipt(charge) && <ReceiptButton charge={charge} />}
      </div>
      <Collapse isOpen={open}>
        <InvoiceTable invoice={charge} id={itemsId} />
      </Collapse>
    </li>
  );
});
