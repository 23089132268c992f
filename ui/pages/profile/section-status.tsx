import { Callout, Intent } from '@blueprintjs/core';
import { useTranslate } from '../../i18n/use-translate';
import { observer } from 'mobx-react-lite';

/**
 * A section's outcome, announced as it appears: its refusal (an alert), or what was saved (a status).
 * `done` shows only for the section that last saved.
 */
export const SectionStatus = observer(function SectionStatus({ error, done }: { readonly error: string | undefined; readonly done: string | null }) {
  const _ = useTranslate();
  return (
    <>
      <div role="alert">
        {error && (
          <Callout intent={Intent.DANGER} compact className="profile-callout">
            {_(error)}
          </Callout>
        )}
      </div>
      <div role="status">
        {done && (
          <Callout intent={Intent.SUCCESS} compact className="profile-callout">
            {_(done)}
          </Callout>
        )}
      </div>
    </>
  );
});
