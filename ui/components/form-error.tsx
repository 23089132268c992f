import { Classes, Intent } from '@blueprintjs/core';
import { useTranslate } from '../i18n/use-translate';
import { observer } from 'mobx-react-lite';

/**
 * A form-level error, announced to screen readers as it appears, in the patient's language where the
 * catalogue has its text (a store's own message; a server's is already worded by its code). A compact
 * danger Callout in Blueprint's CSS API: the component's code would be in the first visit's download for a
 * box that is rarely shown.
 */
export const FormError = observer(function FormError({ message }: { readonly message: string | null }) {
  const _ = useTranslate();
  return (
    <div role="alert" aria-live="assertive">
      {message && (
        <div className={`${Classes.CALLOUT} ${Classes.intentClass(Intent.DANGER)} ${Classes.CALLOUT_HAS_BODY_CONTENT} ${Classes.COMPACT} form-error`}>
          {_(message)}
        </div>
      )}
    </div>
  );
});
