/**
 * Runs `callback` in a task after the next frame is painted, for work that lays the page out (a focus, a
 * measure) and would otherwise lengthen the task that draws a new screen. Returns a function that cancels it.
 */
export const afterPaint = (callback: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};
