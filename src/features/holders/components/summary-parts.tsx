import { Card, DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A titled card of read-only facts, two columns on a wide screen. */
export function SummarySection(props: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Card.Root size="sm" as="section" aria-label={props.title}>
      <Card.Header>
        <Card.Title as="h2">{props.title}</Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root
          orientation="vertical"
          size="md"
          display="grid"
          gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
          gap="4"
        >
          {props.children}
        </DataList.Root>
        {props.aside}
      </Card.Body>
    </Card.Root>
  );
}

/** One fact; an empty value shows a dash rather than nothing. */
export function Fact({ label, children }: { label: string; children?: ReactNode }) {
  const { t } = useTranslation('holders');
  const empty = children === undefined || children === null || children === '';
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue overflowWrap="anywhere">
        {empty ? t('none', { ns: 'common' }) : children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
