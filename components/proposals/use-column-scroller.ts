import { useLayoutEffect, useRef, useState } from "react";

const columnStart = (column: HTMLElement, first: HTMLElement) =>
  column.offsetLeft - first.offsetLeft;

/**
 * A row of columns that scrolls sideways and snaps: whether it overflows its width, which column
 * is at its start, and a jump to any column (smooth unless reduced motion is asked for).
 */
export function useColumnScroller(columnCount: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [overflowing, setOverflowing] = useState(false);

  useLayoutEffect(() => {
    const row = scroller.current;
    if (!row) return;
    const check = () => setOverflowing(row.scrollWidth > row.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(row);
    return () => observer.disconnect();
  }, [columnCount]);

  const columns = () => [...(scroller.current?.children ?? [])] as HTMLElement[];

  /** The column whose start is nearest the row's scroll position (the last one at the end). */
  const onScroll = () => {
    const row = scroller.current;
    const all = columns();
    if (!row || all.length === 0) return;
    if (row.scrollLeft >= row.scrollWidth - row.clientWidth - 2) return setActive(all.length - 1);
    const distances = all.map((column) => Math.abs(columnStart(column, all[0]!) - row.scrollLeft));
    setActive(distances.indexOf(Math.min(...distances)));
  };

  const jump = (index: number) => {
    const all = columns();
    const column = all[index];
    if (!scroller.current || !column) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    scroller.current.scrollTo({
      left: columnStart(column, all[0]!),
      behavior: smooth ? "smooth" : "auto",
    });
    setActive(index);
  };

  /** Back to the first column, as after the columns were sorted anew. */
  const toStart = () => {
    scroller.current?.scrollTo({ left: 0 });
    setActive(0);
  };

  return { scroller, active, overflowing, onScroll, jump, toStart };
}
