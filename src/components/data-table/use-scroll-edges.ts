import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface ScrollEdges {
  /** Content hides beyond the start edge (the box has been scrolled). */
  start: boolean;
  /** Content hides beyond the end edge (there is more to scroll to). */
  end: boolean;
}

/**
 * Which sideways edges of a scroll box have content beyond them, kept up to date on scroll and
 * on resize of the box or its content: a wide table says that it scrolls.
 */
export function useScrollEdges<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });

  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    // One pixel of slack: zoomed layouts give fractional scroll positions.
    const hidden = box.scrollWidth - box.clientWidth;
    const start = hidden > 1 && box.scrollLeft > 1;
    const end = hidden > 1 && box.scrollLeft < hidden - 1;
    setEdges((previous) =>
      previous.start === start && previous.end === end ? previous : { start, end },
    );
  }, []);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    // A ResizeObserver tells at once after the page's next layout: reading the sizes here, in
    // the middle of rendering, would force a layout of the whole page of its own (the first
    // page of a list spent most of its time there).
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  return { ref, edges, measure };
}
