import { MESSAGES } from '../../../domain/feedback/messages';
import { ErrorLayout } from '../../layouts/error-layout';

/** The catch-all: 'This page could not be found' in the error layout. */
export const NotFoundPage = () => <ErrorLayout statusCode={404} message={MESSAGES.pageNotFound} />;
