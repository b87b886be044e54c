import type { ReactNode } from 'react';
import { DetailCard } from '@/components/layout/detail-card';
import { Facts } from '@/components/layout/facts';

export { Fact } from '@/components/layout/facts';

/** A titled card of read-only facts, two columns on a wide screen. */
export function SummarySection(props: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <DetailCard title={props.title}>
      <Facts columns={2}>{props.children}</Facts>
      {props.aside}
    </DetailCard>
  );
}
