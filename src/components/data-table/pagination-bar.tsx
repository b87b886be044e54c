import { Flex, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pageSizes } from './use-list-state';

interface PaginationBarProps {
  page: number;
  limit: number;
  totalItems: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Without it the page size is fixed, and no size is offered. */
  onLimitChange?: (limit: number) => void;
  /** The bar's name, where a screen has two (the list's pagination by default). */
  label?: string;
}

export function PaginationBar(props: PaginationBarProps) {
  const { t, i18n } = useTranslation();
  const sizeId = useId();
  const number = new Intl.NumberFormat(i18n.language === 'fr' ? 'fr-TN' : 'en-GB');
  const from = props.totalItems === 0 ? 0 : (props.page - 1) * props.limit + 1;
  const to = Math.min(props.page * props.limit, props.totalItems);
  const { onLimitChange } = props;

  return (
    <Flex
      as="nav"
      aria-label={props.label ?? t('table.pagination')}
      justify="space-between"
      align="center"
      wrap="wrap"
      gap="3"
      py="3"
      fontSize="sm"
    >
      <Text color="fg.muted" aria-live="polite">
        {t('table.range', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(props.totalItems),
        })}
      </Text>
      {/* On a phone the page size and the page buttons take a line each rather than overflow. */}
      <HStack gap="4" wrap="wrap" justify="end" ms="auto">
        {onLimitChange && (
          <HStack gap="2">
            <Text asChild color="fg.muted" whiteSpace="nowrap">
              <label htmlFor={sizeId}>{t('table.rowsPerPage')}</label>
            </Text>
            <NativeSelect.Root size="sm" width="20">
              <NativeSelect.Field
                id={sizeId}
                value={props.limit}
                onChange={(e) => onLimitChange(Number(e.currentTarget.value))}
              >
                {pageSizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        )}
        <HStack gap="1">
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('table.previous')}
            disabled={props.page <= 1}
            onClick={() => props.onPageChange(props.page - 1)}
          >
            <ChevronLeft />
          </IconButton>
          <Text minW="24" textAlign="center" color="fg.muted">
            {t('table.pageOf', { page: props.page, pages: Math.max(props.totalPages, 1) })}
          </Text>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('table.next')}
            disabled={props.page >= props.totalPages}
            onClick={() => props.onPageChange(props.page + 1)}
          >
            <ChevronRight />
          </IconButton>
        </HStack>
      </HStack>
    </Flex>
  );
}
