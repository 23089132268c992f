import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';

/** What the frame's title holds until the greeting is known: a line's height, so nothing below moves when it comes. */
const NO_TITLE_YET = '\u00a0';

/**
 * The patient area's frame before its layout's code has run (issue 23): the header with the brand's logo
 * where the layout draws it, the menu's column, and the page's place with its loading ring, on the
 * dashboard under the greeting. The server's page draws it from this component
 * (scripts/patient-area-head-build.ts) and the app's loading screen in the area is the same, so the app's
 * boot never swaps the frame for another screen. Geometry only: the layout's rules in patient-frame.css,
 * which the app's loading screen brings into the app's first styles, place both alike.
 */
export const PatientFrame = observer(function PatientFrame({
  logo,
  loading,
  greeting,
  greetingAttributes,
}: {
  readonly logo: ReactNode;
  readonly loading: ReactNode;
  /** The dashboard's title: its text, or null while the patient's name is on its way; undefined on other pages. */
  readonly greeting?: string | null;
  /** The server's copy marks its title for the page's early script, which writes the greeting in. */
  readonly greetingAttributes?: Readonly<Record<`data-${string}`, string>>;
}) {
  return (
    <div className="patient-layout">
      <header className="app-header patient-header">
        <span className="patient-menu-button" aria-hidden="true" />
        <span className="logo-link">{logo}</span>
      </header>
      <div className="patient-body">
        <div className="patient-nav" />
        <main className="patient-main">
          {greeting !== undefined && (
            // With no greeting yet, an empty line's place that screen readers skip.
            <h1 className="bp6-heading page-title" aria-hidden={greeting === null ? true : undefined} {...greetingAttributes}>
              {greeting ?? NO_TITLE_YET}
            </h1>
          )}
          {loading}
        </main>
      </div>
    </div>
  );
});
