import { Button, Collapse } from '@blueprintjs/core';
import { ChevronDown, ChevronUp } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import type { Charge } from '../../../domain/entities/charge';
import { chargeStatusLabel } from '../../../domain/billing/charge-status';
import { formatUsd } from '../../../domain/billing/usd';
import { showDate } from '../../components/patient-area/show-date';
import { observer } from 'mobx-react-lite';
import { InvoiceTable } from '../../components/patient-area/invoice-table';

/** One charge: date, amount and status, and its invoice items on request. */
export const ChargeItem = observer(function ChargeItem({ charge }: { readonly charge: Charge }) {
  const [open, setOpen] = useState(false);
  const itemsId = useId();
  return (
    <li>
      <div className="charge-row">
        <span>{showDate(charge.createdAt) ?? charge.createdAt}</span>
        <span className="muted">
          {chargeStatusLabel(charge.status)}
          {charge.reasonType === 'addon' ? ' · add-on' : ''}
        </span>
        <span className="charge-sum">{formatUsd(charge.sum)}</span>
      </div>
      {charge.failureMessage && <p className="muted">{charge.failureMessage}</p>}
      <Button
        className="invoice-toggle"
        variant="minimal"
        size="small"
        endIcon={open ? <ChevronUp /> : <ChevronDown />}
        aria-expanded={open}
        aria-controls={itemsId}
        text={`Invoice ${charge.invoiceId}`}
        onClick={() => setOpen(!open)}
      />
      <Collapse isOpen={open}>
        <InvoiceTable invoice={charge} id={itemsId} />
      </Collapse>
    </li>
  );
});
