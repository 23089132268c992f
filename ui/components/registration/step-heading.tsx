import { useEffect, useRef, type ReactNode } from 'react';
import { afterPaint } from '../after-paint';
import { observer } from 'mobx-react-lite';

/**
 * The heading of what the step shows now (a question, a sub-step): focus moves to it when it changes, so
 * a keyboard or screen-reader user starts reading at the new content. It moves once the new content is
 * painted: a focus lays the page out at once.
 */
export const StepHeading = observer(function StepHeading({ children, focusKey }: { readonly children: ReactNode; readonly focusKey: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => afterPaint(() => heading.current?.focus({ preventScroll: false })), [focusKey]);
  return (
    <h2 ref={heading} tabIndex={-1} className="step-heading">
      {children}
    </h2>
  );
});
