import { Classes, Intent } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { afterPaint } from '../../components/after-paint';
import { observer } from 'mobx-react-lite';

interface GrowingTextAreaProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly maxLength?: number;
  readonly disabled: boolean;
  readonly intent: Intent;
  readonly describedBy: string;
}

/** As tall as its text, as Blueprint's autoResize TextArea makes it (the height its scroll height). */
const fitHeight = (area: HTMLTextAreaElement) => {
  area.style.height = '0px';
  area.style.height = `${area.scrollHeight}px`;
};

/**
 * A text answer that grows with what is typed: Blueprint's autoResize TextArea in its CSS API. Blueprint's
 * component measures itself as it mounts, a layout of the whole page in the task that draws the question;
 * this one starts one line high (an empty answer's height) and fits a text it opens with once painted.
 */
export const GrowingTextArea = observer(function GrowingTextArea({ id, value, onChange, maxLength, disabled, intent, describedBy }: GrowingTextAreaProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const painted = useRef(false);
  useEffect(() => {
    const fit = () => {
      painted.current = true;
      if (area.current) fitHeight(area.current);
    };
    if (painted.current) fit();
    else return afterPaint(fit);
  }, [value]);
  return (
    <textarea
      ref={area}
      id={id}
      rows={1}
      className={[Classes.INPUT, Classes.TEXT_AREA, Classes.intentClass(intent), Classes.FILL, Classes.TEXT_AREA_AUTO_RESIZE].filter(Boolean).join(' ')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={maxLength}
      disabled={disabled}
      aria-invalid={intent === Intent.DANGER ? true : undefined}
      aria-describedby={describedBy}
    />
  );
});
