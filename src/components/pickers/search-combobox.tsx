import { chakra, Input, useSlotRecipe } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
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

export type Opening = 'focus' | 'open';

type ComboboxCode = typeof import('./combobox-field');
let loaded: ComboboxCode | undefined;

/**
 * The comboboxes' code (./combobox-field.tsx, with Zag's machine and the floating list's
 * positioning: about 27 KB gzip), loaded on first use. Tests and stories load it beforehand.
 */
export const loadCombobox = () => import('./combobox-field').then((module) => (loaded = module));

/**
 * The combobox's code for a field shown before it is there: asked for half a second after the
 * first render, or at once when the field's stand-in is focused (`focus`) or pressed (`open`),
 * which the field then does again.
 */
function useComboboxCode() {
  const [code, setCode] = useState(() => loaded);
  const [opening, setOpening] = useState<Opening>();
  const load = () =>
    void loadCombobox().then(
      (module) => setCode(module),
      // Tried again on the next focus or press.
      () => undefined,
    );
  useEffect(() => {
    if (code) return;
    const timer = setTimeout(load, 500);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the first render
  }, []);
  const use = (wanted: Opening) => {
    setOpening((current) => (current === 'open' ? current : wanted));
    load();
  };
  return { code, opening, use };
}

/**
 * A field whose choices come from the server (./combobox-field.tsx). A screen of filters or a
 * form shows its fields before their combobox code is there: a stand-in that looks the same
 * (Chakra's combobox recipe) shows the chosen name, and gives way to the combobox half a second
 * after it is shown, or as soon as it is focused or pressed, keeping the focus and opening the
 * list when it was pressed.
 */
export function SearchCombobox<T extends PickerOption>(props: SearchComboboxProps<T>) {
  const { t } = useTranslation();
  const { code, opening, use } = useComboboxCode();
  if (code) return <code.ComboboxField {...props} opening={opening} />;
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
      <StandIn
        name={props.name}
        value={chosenName}
        placeholder={props.placeholder ?? t('table.searchPlaceholder')}
        disabled={props.disabled}
        size={props.size}
        onUse={(wanted) => {
          if (wanted === 'open' && opening !== 'open') props.onSearch('');
          use(wanted);
        }}
      />
    </FormField>
  );
}

export interface MultiComboboxProps {
  label: string;
  placeholder: string;
  /** What the list says when nothing matches the search. */
  empty: string;
  /** The choices offered, already loaded (a few hundred at most); the search filters them. */
  options: PickerOption[];
  loading?: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  /** Closes the list on a pick (in a drawer, so that it never covers the drawer's buttons). */
  closeOnSelect?: boolean;
}

/** The input of `MultiPicker` (./multi-picker.tsx), with a stand-in as `SearchCombobox` has. */
export function MultiCombobox(props: MultiComboboxProps) {
  const { code, opening, use } = useComboboxCode();
  if (code) return <code.MultiComboboxField {...props} opening={opening} />;
  return <StandIn value="" placeholder={props.placeholder} onUse={use} />;
}

/** A closed combobox as Chakra's recipe draws it, until the combobox's code is there. */
function StandIn(props: {
  name?: string;
  value: string;
  placeholder: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  onUse: (wanted: Opening) => void;
}) {
  const styles = useSlotRecipe({ key: 'combobox' })({ size: props.size });
  return (
    <chakra.div css={styles.root}>
      <chakra.div css={styles.control}>
        <Input
          unstyled
          css={styles.input}
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          name={props.name}
          value={props.value}
          placeholder={props.placeholder}
          disabled={props.disabled}
          readOnly
          onFocus={() => props.onUse('focus')}
          onPointerDown={() => props.onUse('open')}
        />
        <chakra.div css={styles.indicatorGroup}>
          <chakra.div css={styles.trigger} data-part="trigger" aria-hidden>
            <ChevronDown />
          </chakra.div>
        </chakra.div>
      </chakra.div>
    </chakra.div>
  );
}
