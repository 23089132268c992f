import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of what the step shows now (a question, a sub-step): focus moves to it when it changes, so
 * a keyboard or screen-reader user starts reading at the new content.
 */
export const StepHeading = ({ children, focusKey }: { readonly children: ReactNode; readonly focusKey: string }) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, [focusKey]);
  return (
    <h2 ref={heading} tabIndex={-1} className="step-heading">
      {children}
    </h2>
  );
};
