import { Button, Flex, HStack } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../feedback/toaster';
import { SearchInput } from './search-input';

interface ListToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** Filter fields (selects, pickers), already bound to the list state. */
  filters?: ReactNode;
  /** Exports every row matching the current search and filters. */
  onExport?: () => Promise<void>;
}

/** Above every list: search, filters, and export of what the list matches. */
export function ListToolbar({ query, onQueryChange, filters, onExport }: ListToolbarProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);

  const handleExport = async () => {
    if (!onExport) return;
    setExporting(true);
    try {
      await onExport();
    } catch (error) {
      notifyError(error instanceof Error ? error.message : t('errors.generic'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex gap="3" wrap="wrap" align="end" mb="3">
      <SearchInput value={query} onChange={onQueryChange} />
      {filters && (
        <HStack gap="2" wrap="wrap" flex="1">
          {filters}
        </HStack>
      )}
      {onExport && (
        <Button
          size="sm"
          variant="outline"
          ms="auto"
          loading={exporting}
          loadingText={t('table.exporting')}
          onClick={() => void handleExport()}
        >
          <Download size={16} aria-hidden /> {t('table.export')}
        </Button>
      )}
    </Flex>
  );
}
