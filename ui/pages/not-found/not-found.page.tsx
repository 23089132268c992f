import { H1 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../domain/feedback/messages';

export const NotFoundPage = () => (
  <main className="error-page">
    <H1>{MESSAGES.notFoundTitle}</H1>
    <p>{MESSAGES.pageNotFound}</p>
    <Link to="/">{MESSAGES.homePage}</Link>
  </main>
);
