import { observer } from 'mobx-react-lite';
import { formatInvoiceAmount, formatUsd } from '../../../domain/billing/usd';
import type { InvoiceItem } from '../../../domain/entities/charge';
import { msg } from '../../i18n/msg';
import { useTranslate } from '../../i18n/use-translate';

interface InvoiceTableProps {
  readonly invoice: { readonly invoiceId: string; readonly sum: number; readonly invoiceItems: readonly InvoiceItem[] };
  /** The last line's words (an English source, translated here): 'Total', or 'Total charged' where the money has just been taken. */
  readonly totalLabel?: string;
  readonly id?: string;
}

/** A charge's invoice: one line per item (a deduction with its minus sign), then the total. */
export const InvoiceTable = observer(function InvoiceTable({ invoice, totalLabel = msg('Total'), id }: InvoiceTableProps) {
  const _ = useTranslate();
  return (
    <table className="price-lines" id={id}>
      <caption className="visually-hidden">
        {_('Invoice')} {invoice.invoiceId}
      </caption>
      <tbody>
        {invoice.invoiceItems.map((item, index) => (
          <tr key={`${item.name}-${index}`}>
            <th scope="row">{item.name}</th>
            <td>{formatInvoiceAmount(item)}</td>
          </tr>
        ))}
        <tr className="total">
          <th scope="row">{_(totalLabel)}</th>
          <td>{formatUsd(invoice.sum)}</td>
        </tr>
      </tbody>
    </table>
  );
});
