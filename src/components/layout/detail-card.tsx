import { Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of a record's page, named for screen readers by its title. */
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" as="section" aria-label={title}>
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}
