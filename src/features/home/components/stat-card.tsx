import { Box, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface StatCardProps {
  label: string;
  value: string;
  /** The filtered list behind the figure; the whole card leads there. */
  to: string;
  icon: ReactNode;
  detail?: ReactNode;
  /** The figure asks for action (something is waiting, full or late): the icon says so. */
  attention?: boolean;
}

/** One home figure: its name (the link to its list), the value, a line of context. */
export function StatCard({ label, value, to, icon, detail, attention = false }: StatCardProps) {
  return (
    <LinkBox
      borderWidth="1px"
      rounded="l3"
      bg="bg.panel"
      p="4"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'brand.border', shadow: 'sm' }}
      css={{
        '&:has(.chakra-linkbox__overlay:focus-visible)': {
          outline: '2px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        },
      }}
      data-attention={attention}
    >
      <Stack gap="2" h="full">
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h2" size="sm" fontWeight="medium" color="fg.muted">
            <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
              <Link to={to}>{label}</Link>
            </LinkOverlay>
          </Heading>
          <Box color={attention ? 'fg.warning' : 'brand.fg'} aria-hidden flexShrink={0}>
            {icon}
          </Box>
        </HStack>
        <Text
          fontSize="3xl"
          fontWeight="semibold"
          lineHeight="1.1"
          fontVariantNumeric="tabular-nums"
          whiteSpace="nowrap"
        >
          {value}
        </Text>
        {detail && (
          <Text fontSize="sm" color="fg.muted" mt="auto">
            {detail}
          </Text>
        )}
      </Stack>
    </LinkBox>
  );
}
