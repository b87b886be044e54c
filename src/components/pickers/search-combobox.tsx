import { chakra, Input, useSlotRecipe } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';

export interface PickerOption {
  id: string;
  name: string;
}

export interface SearchComboboxProps<T extends PickerOption> {
  label: string;
  /** The chosen id; empty or undefined when nothing is chosen. */
  value: string | undefined;
  /** The server's answer to the current search; undefined while it loads. */
  options: T[] | undefined;
  loading?: boolean;
  /** The search text, once the user pauses; empty when the list closes. */
  onSearch: (query: string) => void;
  onChange: (option: T | undefined) => void;
  /** The chosen option's name when the current answer may not hold it (a search, a record). */
  selectedName?: string;
  /** Names the button that empties the field; without it the field cannot be emptied. */
  clearLabel?: string;
  placeholder?: string;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
  name?: string;
  onBlur?: () => void;
  delayMs?: number;
}

type Opening = 'focus' | 'open';
type Field = <T extends PickerOption>(
  props: SearchComboboxProps<T> & { opening?: Opening },
) => ReactNode;

let loaded: Field | undefined;

/**
 * The combobox's code (./combobox-field.tsx, with Zag's machine and the floating list's
 * positioning: about 27 KB gzip), loaded on first use. Tests and stories load it beforehand.
 */
export const loadCombobox = () =>
  import('./combobox-field').then((module) => (loaded = module.ComboboxField));

/**
 * A field whose choices come from the server (./combobox-field.tsx). A screen of filters or a
 * form shows its fields before their combobox code is there: a stand-in that looks the same
 * (Chakra's combobox recipe) shows the chosen name, and gives way to the combobox half a second
 * after it is shown, or as soon as it is focused or pressed, keeping the focus and opening the
 * list when it was pressed.
 */
export function SearchCombobox<T extends PickerOption>(props: SearchComboboxProps<T>) {
  const [Field, setField] = useState(() => loaded);
  const [opening, setOpening] = useState<Opening>();
  const load = () =>
    void loadCombobox().then(
      (field) => setField(() => field),
      // Tried again on the next focus or press.
      () => undefined,
    );
  useEffect(() => {
    if (Field) return;
    const timer = setTimeout(load, 500);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the first render
  }, []);

  if (Field) return <Field {...props} opening={opening} />;
  const use = (wanted: Opening) => {
    if (wanted === 'open' && opening !== 'open') props.onSearch('');
    setOpening((current) => (current === 'open' ? current : wanted));
    load();
  };
  return <StandIn {...props} onUse={use} />;
}

function StandIn<T extends PickerOption>({
  onUse,
  ...props
}: SearchComboboxProps<T> & { onUse: (wanted: Opening) => void }) {
  const { t } = useTranslation();
  const styles = useSlotRecipe({ key: 'combobox' })({ size: props.size });
  const chosenName = props.value
    ? (props.options?.find((option) => option.id === props.value)?.name ?? props.selectedName ?? '')
    : '';
  return (
    <FormField
      label={props.label}
      error={props.error}
      helperText={props.helperText}
      required={props.required}
    >
      <chakra.div css={styles.root}>
        <chakra.div css={styles.control}>
          <Input
            unstyled
            css={styles.input}
            role="combobox"
            aria-expanded={false}
            aria-autocomplete="list"
            name={props.name}
            value={chosenName}
            placeholder={props.placeholder ?? t('table.searchPlaceholder')}
            disabled={props.disabled}
            readOnly
            onFocus={() => onUse('focus')}
            onPointerDown={() => onUse('open')}
          />
          <chakra.div css={styles.indicatorGroup}>
            <chakra.div css={styles.trigger} data-part="trigger" aria-hidden>
              <ChevronDown />
            </chakra.div>
          </chakra.div>
        </chakra.div>
      </chakra.div>
    </FormField>
  );
}
