import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FactsProps {
  /** Labels above their values, in this many columns on a wide screen (one on a narrow one). */
  columns?: number;
  /** Labels above their values, one under the other; beside them otherwise. */
  stacked?: boolean;
  children: ReactNode;
}

/** A record's read-only facts, as a list of labels and values. */
export function Facts({ columns, stacked, children }: FactsProps) {
  return (
    <DataList.Root
      orientation={columns || stacked ? 'vertical' : 'horizontal'}
      size="md"
      {...(columns && {
        display: 'grid',
        gridTemplateColumns: {
          base: 'minmax(0, 1fr)',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
        gap: '4',
      })}
    >
      {children}
    </DataList.Root>
  );
}

interface FactProps {
  label: string;
  children?: ReactNode;
  /** Keeps the line breaks of a text as typed (comments, notes). */
  preLine?: boolean;
}

/** One fact; an empty value shows a dash rather than nothing. */
export function Fact({ label, children, preLine }: FactProps) {
  const { t } = useTranslation();
  const empty = children === undefined || children === null || children === '';
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue overflowWrap="anywhere" whiteSpace={preLine ? 'pre-line' : undefined}>
        {empty ? t('none') : children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
