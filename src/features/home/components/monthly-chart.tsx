import { chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeStatsMonth } from '@generated/model';
import { ChartTable, roundUp, useWidth } from '@/components/chart/chart-kit';
import { useFormat } from '@/lib/format';

const HEIGHT = 200;
const LEFT = 44;
const RIGHT = 8;
const TOP = 22;
const BOTTOM = 24;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;

/**
 * Litres per month as bars, the current month last. The drawing is one image with a sentence
 * for screen readers; the numbers are in a table that anyone can open below it.
 */
export function MonthlyChart({ months }: { months: HomeStatsMonth[] }) {
  const { t } = useTranslation('home');
  const format = useFormat();
  const summaryId = useId();
  const [ref, width] = useWidth();
  const top = roundUp(Math.max(...months.map((m) => m.quantity)));
  const slot = (width - LEFT - RIGHT) / months.length;
  // Below about 32 px a month is one letter (J, F, M…); below 48 px the current month's value
  // (also on its card) would run over its neighbour.
  const monthLabel = slot < 32 ? format.monthNarrow : format.monthShort;
  const barWidth = slot * 0.62;
  const current = months[months.length - 1];
  const highest = months.reduce((a, b) => (b.quantity > a.quantity ? b : a), months[0]!);
  const y = (quantity: number) => TOP + PLOT_HEIGHT - (quantity / top) * PLOT_HEIGHT;

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
          {t('trend.summary', {
            from: format.monthLong(months[0]!.month),
            to: format.monthLong(current!.month),
            current: format.litres(current!.quantity),
            currentMonth: format.monthLong(current!.month),
            max: format.litres(highest.quantity),
            maxMonth: format.monthLong(highest.month),
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
        {months.map((month, index) => {
          const x = LEFT + index * slot + (slot - barWidth) / 2;
          const isCurrent = index === months.length - 1;
          // A month with a few litres still shows a sliver; an empty month shows none.
          const height =
            month.quantity > 0 ? Math.max(TOP + PLOT_HEIGHT - y(month.quantity), 1) : 0;
          return (
            <g key={index}>
              <chakra.rect
                x={x}
                y={TOP + PLOT_HEIGHT - height}
                width={barWidth}
                height={height}
                rx={2}
                fill={isCurrent ? 'brand.solid' : 'brand.emphasized'}
                stroke="brand.solid"
                strokeWidth={1}
              >
                <title>
                  {t('trend.bar', {
                    month: format.monthLong(month.month),
                    litres: format.litres(month.quantity),
                  })}
                </title>
              </chakra.rect>
              <chakra.text
                x={x + barWidth / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                fill={isCurrent ? 'fg' : 'fg.muted'}
                fontWeight={isCurrent ? 'semibold' : 'normal'}
              >
                {monthLabel(month.month)}
              </chakra.text>
              {isCurrent && slot >= 48 && (
                <chakra.text
                  x={x + barWidth}
                  y={TOP + PLOT_HEIGHT - height - 6}
                  textAnchor="end"
                  fill="fg"
                  fontWeight="semibold"
                >
                  {format.litres(month.quantity)}
                </chakra.text>
              )}
            </g>
          );
        })}
      </chakra.svg>
      <ChartTable
        show={t('trend.showTable')}
        caption={t('trend.tableCaption')}
        headers={[t('trend.month'), t('trend.quantity')]}
        rows={months.map((month, index) => ({
          key: month.month,
          label:
            index === months.length - 1
              ? t('trend.currentMonth', { month: format.monthLong(month.month) })
              : format.monthLong(month.month),
          value: format.litres(month.quantity),
        }))}
      />
    </>
  );
}
