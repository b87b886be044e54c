import { Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Wait this long after the last keystroke before searching. */
  delayMs?: number;
}

/** A search box that asks the server only once the user pauses. */
export function SearchInput({ value, onChange, delayMs = 300 }: SearchInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  // Back and Forward change the URL under us: follow it, but not the echo of our own search,
  // which may arrive while the user is still typing.
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setText(value);
      setSent(value);
    }
  }

  useEffect(() => {
    if (text === sent) return;
    const timer = setTimeout(() => {
      setSent(text);
      onChange(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, sent, delayMs, onChange]);

  return (
    <InputGroup startElement={<Search size={16} aria-hidden />} maxW={{ base: 'full', md: 'xs' }}>
      <Input
        type="search"
        size="sm"
        aria-label={t('table.search')}
        placeholder={t('table.searchPlaceholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
    </InputGroup>
  );
}
