import { Button, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslate } from '../i18n/use-translate';

/**
 * A reload that failed while the page still shows what it loaded before: a quiet line beside it (not an
 * alert that would hide the data), announced politely, with a way to try again.
 */
export const RefreshError = observer(function RefreshError({ error, onRetry }: { readonly error: string | null; readonly onRetry: () => void }) {
  const _ = useTranslate();
  return (
    <div role="status">
      {error && (
        <p className={Classes.TEXT_MUTED}>
          {_('This could not be updated, so it may be out of date: {reason}', { reason: _(error) })}{' '}
          <Button variant="minimal" size="small" text={_('Try again')} onClick={onRetry} />
        </p>
      )}
    </div>
  );
});
