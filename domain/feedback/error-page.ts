import { MESSAGES } from './messages';

/** The error layout's title (spec §2): '404 Not Found' for status 404, 'An error occurred' otherwise. */
export const errorPageTitle = (statusCode: number): string => (statusCode === 404 ? MESSAGES.notFoundTitle : MESSAGES.genericErrorTitle);
