import type { SystemStyleObject } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * One colour per status on every screen (docs/decisions/0017-look-and-feel.md): PENDING orange,
 * PLANNED amber; the rest
 * by meaning (done green, wrong red, waiting blue, off grey).
 */
export const statusPalette = {
  PENDING: 'orange',
  PLANNED: 'amber',
  COLLECTED: 'green',
  ANOMALY: 'red',
  ACTIVE: 'green',
  INACTIVE: 'gray',
  REVOKED: 'red',
  AWAITING: 'blue',
  CONFIRMED: 'green',
  NOT_CONFIRMED: 'red',
  OPEN: 'orange',
  IN_PROGRESS: 'blue',
  RESOLVED: 'green',
} as const;

export type Status = keyof typeof statusPalette;

/**
 * Chakra's Badge (subtle, sm) as global styles, written once with the theme (theme.ts): a list
 * of 100 rows shows 200 badges, and a Badge component works out its styles at each render.
 */
export const statusBadgeCss: Record<string, SystemStyleObject> = {
  '[data-status-badge]': {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'l2',
    gap: '1',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    textStyle: 'xs',
    px: '1.5',
    minH: '5',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
  },
  ...Object.fromEntries(
    [...new Set(Object.values(statusPalette))].map((palette) => [
      `[data-status-badge][data-palette='${palette}']`,
      { colorPalette: palette },
    ]),
  ),
};

export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  return statusBadge(status, t);
}

/**
 * The badge without a component of its own, for a table's cells: 200 badges on a page of 100
 * rows would each subscribe to the language (`useTranslation`); the columns translate it.
 */
export const statusBadge = (status: Status, t: TFunction) => (
  <span className="chakra-badge" data-status-badge="" data-palette={statusPalette[status]}>
    {t(`status.${status}`)}
  </span>
);
