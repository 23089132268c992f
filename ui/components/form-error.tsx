import { Callout, Intent } from '@blueprintjs/core';

/** A form-level error from the server, announced to screen readers as it appears. */
export const FormError = ({ message }: { readonly message: string | null }) => (
  <div role="alert" aria-live="assertive">
    {message && (
      <Callout intent={Intent.DANGER} compact className="form-error">
        {message}
      </Callout>
    )}
  </div>
);
