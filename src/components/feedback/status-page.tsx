import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
  /** h1 when the message is the whole page, h2 under a page header. */
  headingLevel?: 'h1' | 'h2';
}

/** A whole-area message: not found, access denied, nothing yet. */
export function StatusPage({
  icon,
  title,
  description,
  children,
  headingLevel = 'h1',
}: StatusPageProps) {
  return (
    <EmptyState.Root size="lg" py="16">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as={headingLevel}>{title}</EmptyState.Title>
          <EmptyState.Description maxW="md">{description}</EmptyState.Description>
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
