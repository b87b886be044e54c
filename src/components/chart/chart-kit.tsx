import { chakra, Table } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

// What the app's charts share: one unit of a drawing is one pixel (the SVG is drawn at its box's
// width, so that its text keeps its size on a phone as on a wide screen), a round top for the
// axis, and their numbers in a table anyone can open below the drawing.

const DEFAULT_WIDTH = 640;

/** The smallest round value (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × a power of ten) at or above `max`. */
export const roundUp = (max: number) => {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
};

/** The width of the SVG element given `ref`, followed as it changes. */
export function useWidth() {
  const ref = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A chart's numbers, folded under it: `show` opens a table of two columns, `headers`, one row per
 * point. `maxH` scrolls a long one within its height.
 */
export function ChartTable(props: {
  show: string;
  caption: string;
  headers: [string, string];
  rows: { key: string; label: ReactNode; value: string }[];
  maxH?: string;
}) {
  return (
    <chakra.details mt="2" fontSize="sm">
      <chakra.summary cursor="pointer" color="fg.muted" w="fit-content">
        {props.show}
      </chakra.summary>
      <Table.ScrollArea maxH={props.maxH} mt="2" maxW="sm">
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" color="fg.muted">
            {props.caption}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{props.headers[0]}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                {props.headers[1]}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {props.rows.map((row) => (
              <Table.Row key={row.key}>
                <Table.Cell>{row.label}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                  {row.value}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </chakra.details>
  );
}
