import { MESSAGES } from '../../../domain/feedback/messages';
import { ErrorLayout } from '../../layouts/error-layout';
import { observer } from 'mobx-react-lite';

/** The catch-all: 'This page could not be found' in the error layout. */
export const NotFoundPage = observer(function NotFoundPage() {
  return <ErrorLayout statusCode={404} message={MESSAGES.pageNotFound} />;
});
