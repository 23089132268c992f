import { Link } from 'react-router-dom';
import { errorPageTitle } from '../../domain/feedback/error-page';
import { MESSAGES } from '../../domain/feedback/messages';
import { HeaderLogo } from '../components/shell/header-logo';
import { useTranslate } from '../i18n/use-translate';
import { observer } from 'mobx-react-lite';

/**
 * The error layout (spec §2): '404 Not Found' for status 404, 'An error occurred' otherwise, with a
 * 'Home page' link. It is the not-found page, the guards' error, and the router's error boundary.
 */
export const ErrorLayout = observer(function ErrorLayout({ statusCode, message }: { readonly statusCode: number; readonly message?: string }) {
  const _ = useTranslate();
  return (
    <div className="auth-layout">
      <header className="app-header">
        <HeaderLogo />
      </header>
      <main className="error-page">
        <h1 className="bp6-heading">{_(errorPageTitle(statusCode))}</h1>
        {message && <p>{_(message)}</p>}
        <Link to="/" reloadDocument={statusCode !== 404}>
          {_(MESSAGES.homePage)}
        </Link>
      </main>
    </div>
  );
});
