import { chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StockBalance } from '@generated/model';
import { ChartTable, roundUp, useWidth } from '@/components/chart/chart-kit';
import { useFormat } from '@/lib/format';

const HEIGHT = 180;
const LEFT = 52;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 22;

/**
 * The depot's stock at the end of each day as a line, one image with a sentence for screen
 * readers; the numbers are in a table anyone can open below it, as on the home screen.
 */
export function BalanceChart({ balance }: { balance: StockBalance }) {
  const { t } = useTranslation('stock');
  const format = useFormat();
  const summaryId = useId();
  const [ref, width] = useWidth();
  const points = balance.items;
  if (points.length === 0) return null;
  const top = roundUp(Math.max(...points.map((point) => point.litres)));
  const x = (index: number) =>
    LEFT + (points.length === 1 ? 0 : (index / (points.length - 1)) * (width - LEFT - RIGHT));
  const y = (litres: number) => TOP + (HEIGHT - TOP - BOTTOM) * (1 - Math.max(litres, 0) / top);
  const line = points.map((point, index) => `${x(index)},${y(point.litres)}`).join(' ');
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const highest = points.reduce((a, b) => (b.litres > a.litres ? b : a), first);
  return (
    <>
      <chakra.svg
        ref={ref}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="full"
        height={`${HEIGHT}px`}
        role="img"
        aria-labelledby={summaryId}
        fontSize="11px"
        fontFamily="inherit"
      >
        <title id={summaryId}>
          {t('balance.summary', {
            from: format.day(balance.from),
            to: format.day(balance.to),
            first: format.litres(first.litres),
            last: format.litres(last.litres),
            max: format.litres(highest.litres),
          })}
        </title>
        {[0, top / 2, top].map((value) => (
          <g key={value}>
            <chakra.line
              x1={LEFT}
              x2={width - RIGHT}
              y1={y(value)}
              y2={y(value)}
              stroke="border"
              strokeDasharray={value === 0 ? undefined : '3 3'}
            />
            <chakra.text x={LEFT - 6} y={y(value) + 4} textAnchor="end" fill="fg.muted">
              {format.compact(value)}
            </chakra.text>
          </g>
        ))}
        <chakra.polyline points={line} fill="none" stroke="brand.solid" strokeWidth={2} />
        {[first, last].map((point, index) => (
          <chakra.text
            key={point.day}
            x={index === 0 ? LEFT : width - RIGHT}
            y={HEIGHT - 6}
            textAnchor={index === 0 ? 'start' : 'end'}
            fill="fg.muted"
          >
            {format.dayMonth(point.day)}
          </chakra.text>
        ))}
      </chakra.svg>
      <ChartTable
        show={t('balance.showTable')}
        caption={t('balance.tableCaption')}
        headers={[t('balance.day'), t('balance.litres')]}
        rows={points.map((point) => ({
          key: point.day,
          label: format.day(point.day),
          value: format.litres(point.litres),
        }))}
        maxH="64"
      />
    </>
  );
}
