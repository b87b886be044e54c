import { Card, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled group of a form's fields: two columns on a wide screen, one on a narrow one. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Card.Root size="sm" as="section" aria-label={title}>
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4" rowGap="4">
          {children}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
