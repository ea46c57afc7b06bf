import { useCallback, useState } from 'react';

/**
 * Whether a box's content is wider than the box (it scrolls sideways), kept up to date as the box or its
 * first child (the table) change size. Returns a ref callback for the box and the answer.
 */
export function useSidewaysOverflow<T extends HTMLElement>() {
  const [overflowing, setOverflowing] = useState(false);
  const ref = useCallback((box: T | null) => {
    if (!box) return;
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    measure();
    return () => observer.disconnect();
  }, []);
  return [ref, overflowing] as const;
}
