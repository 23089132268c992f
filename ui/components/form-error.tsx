import { Classes, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';

/**
 * A form-level error from the server, announced to screen readers as it appears. A compact danger Callout
 * in Blueprint's CSS API: the component's code would be in the first visit's download for a box that is
 * rarely shown.
 */
export const FormError = observer(function FormError({ message }: { readonly message: string | null }) {
  return (
  <div role="alert" aria-live="assertive">
    {message && <div className={`${Classes.CALLOUT} ${Classes.intentClass(Intent.DANGER)} ${Classes.CALLOUT_HAS_BODY_CONTENT} ${Classes.COMPACT} form-error`}>{message}</div>}
  </div>
);
});
