import type { ProductType } from '../../../domain/shared/product-type';
import { msg } from '../../i18n/msg';

/** Each product line in a sentence, as its entry page opens: what the catalogue offers for it. */
export const LINE_SUMMARIES: Readonly<Record<ProductType, string>> = {
  ed: msg('Generic or brand-name sildenafil and tadalafil for erectile dysfunction, taken when you need it or every day.'),
  hl: msg('Finasteride tablets and minoxidil solution or foam to keep the hair you have and help it grow thicker.'),
  wl: msg('Weekly semaglutide or tirzepatide injections for steady weight loss, with a doctor beside you all the way.'),
  ag: msg('Prescription tretinoin cream or a custom serum from our pharmacy for fine lines, spots and uneven tone.'),
};
