import { H1, H2 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { formatUsd } from '../../../domain/billing/usd';
import { PRODUCT_TYPE_NAMES, type ProductType } from '../../../domain/shared/product-type';
import { useTranslate } from '../../i18n/use-translate';
import { LINE_SUMMARIES } from './line-summaries';

/**
 * What an entry page says before it asks for an account: the product line, what it costs from, how it
 * works and what the patient's data is for. The price comes when the catalogue answers, and not at all
 * when it cannot: its line keeps its height either way, so the form below never moves.
 */
export const EntryIntro = observer(function EntryIntro({
  productType,
  startingPrice,
}: {
  readonly productType: ProductType;
  readonly startingPrice: number | undefined;
}) {
  const _ = useTranslate();
  return (
    <section className="entry-intro" aria-labelledby="entry-line">
      <p className="auth-eyebrow">{_(PRODUCT_TYPE_NAMES[productType])}</p>
      <H1 id="entry-line" className="entry-line">
        {_(LINE_SUMMARIES[productType])}
      </H1>
      <p className="entry-price">{startingPrice === undefined ? null : _('From {price} a month', { price: formatUsd(startingPrice) })}</p>
      <H2 className="entry-heading">{_('How it works')}</H2>
      <ol className="entry-steps">
        <li>
          <strong>{_('Answer a few questions')}</strong>
          <span>{_('About your health and what you would like help with, online.')}</span>
        </li>
        <li>
          <strong>{_('A licensed doctor reviews them')}</strong>
          <span>{_('If treatment is right for you, they prescribe it; if not, you are not charged.')}</span>
        </li>
        <li>
          <strong>{_('Delivered in discreet packaging')}</strong>
          <span>{_('Plain packaging with nothing on the outside that says what is inside.')}</span>
        </li>
      </ol>
      <H2 className="entry-heading">{_('What your data is used for')}</H2>
      <p className="entry-data">
        {_(
          'Your answers and photos are used to decide on your treatment and provide it: the doctor who reviews them, the pharmacy that fills your prescription and our support team see only what they need. We never sell your data.',
        )}
      </p>
    </section>
  );
});
