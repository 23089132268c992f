import './skeleton.css';
import { Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';

/** A block of the size of content on its way, in Blueprint's skeleton glow (still for patients who ask for less motion). */
export const SkeletonBlock = observer(function SkeletonBlock({
  width = '100%',
  height,
  className,
}: {
  readonly width?: number | string;
  readonly height: number;
  readonly className?: string;
}) {
  return <span aria-hidden="true" className={[Classes.SKELETON, 'skeleton-block', className].filter(Boolean).join(' ')} style={{ width, height }} />;
});

/**
 * Content on its way, drawn as placeholders of its shape so nothing moves when it arrives. Screen readers
 * hear once what is loading; the placeholders themselves are hidden from them, in a region marked busy.
 */
export const LoadingShape = observer(function LoadingShape({
  label,
  className,
  children,
}: {
  readonly label: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <>
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <div className={['loading-shape', className].filter(Boolean).join(' ')} aria-busy="true" aria-hidden="true">
        {children}
      </div>
    </>
  );
});
