import type { SystemStyleObject } from '@chakra-ui/react';

/** The widths below which a cell's text does not wrap (`atLeast` in cells.tsx). */
export const minWidths = ['7rem', '8rem', '9rem', '10rem', '12rem'] as const;

/** Compact rows, a sticky header, numbers on the right: styles for plain table elements. */
export const tableCss: SystemStyleObject = {
  '& table': { width: 'full', borderCollapse: 'separate', borderSpacing: 0, fontSize: 'sm' },
  '& caption': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
  },
  '& thead th': {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    bg: 'bg.subtle',
    color: 'fg.muted',
    fontWeight: 'semibold',
    fontSize: 'xs',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
    textAlign: 'start',
    px: '3',
    py: '2',
    borderBottomWidth: '1px',
    whiteSpace: 'nowrap',
    verticalAlign: 'bottom',
  },
  // Long headers ("Capacité de collecte") may take two lines rather than push columns away;
  // short ones ("Déposée le") stay on one.
  '& thead th[data-long]': { whiteSpace: 'normal' },
  '& th button': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    textTransform: 'inherit',
    fontWeight: 'inherit',
    cursor: 'pointer',
    rounded: 'sm',
    _hover: { color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
  '& th[aria-sort] button': { color: 'brand.fg' },
  '& td': { px: '3', py: '2', borderBottomWidth: '1px', verticalAlign: 'middle' },
  // A placeholder cell while the rows load: Chakra's Skeleton (pulse), without a component and
  // its styles for each of up to 25 × 10 cells.
  '& [data-skeleton]': {
    display: 'block',
    height: '3',
    width: '70%',
    borderRadius: 'l2',
    bg: 'bg.emphasized',
    animation: 'pulse',
    animationDuration: 'var(--duration, 1.2s)',
  },
  '& tbody tr:last-of-type td': { borderBottomWidth: 0 },
  '& [data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& [data-nowrap]': { whiteSpace: 'nowrap' },
  ...Object.fromEntries(
    minWidths.map((minW) => [`& [data-min-w='${minW}']`, { display: 'inline-block', minW }]),
  ),
  '& tr[data-clickable]': { cursor: 'pointer', _hover: { bg: 'bg.muted' } },
  '& td a': {
    fontWeight: 'medium',
    color: 'fg',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', rounded: 'sm' },
  },
};

const fade = {
  content: '""',
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: '6',
  zIndex: 2,
  pointerEvents: 'none',
  opacity: 0,
  transition: 'opacity 0.15s',
  gradientFrom: 'blackAlpha.300',
  gradientTo: 'transparent',
} satisfies SystemStyleObject;

/** The frame around the scroll box: a fade at each edge the table can still scroll towards. */
export const scrollBoxCss: SystemStyleObject = {
  _before: { ...fade, insetInlineStart: 0, bgGradient: 'to-r' },
  _after: { ...fade, insetInlineEnd: 0, bgGradient: 'to-l' },
  '&[data-scroll-start]::before': { opacity: 1 },
  '&[data-scroll-end]::after': { opacity: 1 },
};
