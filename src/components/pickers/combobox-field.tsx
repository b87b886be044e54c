import { Combobox, createListCollection, Portal, Spinner, useFilter } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';
import type {
  MultiComboboxProps,
  Opening,
  PickerOption,
  SearchComboboxProps,
} from './search-combobox';

/**
 * `SearchCombobox` once its code is there (./search-combobox.tsx): typing asks the server (the
 * `query` parameter) instead of filtering a list already loaded, because some lists are long.
 * The input shows the chosen name except while the user types. `opening`: the field replaces
 * its stand-in, which the user has just focused (`focus`) or pressed (`open`).
 */
export function ComboboxField<T extends PickerOption>({
  opening,
  ...props
}: SearchComboboxProps<T> & { opening?: Opening }) {
  const { t } = useTranslation();
  const { options, value, onSearch, delayMs = 250 } = props;
  const [root, dialog] = useDialogContainer();
  const input = useFocusGiven(opening);
  const [typed, setTyped] = useState<string | null>(null);
  // Remembered at the moment of choosing: the next search may no longer hold the option.
  const [picked, setPicked] = useState<T>();

  const collection = useMemo(
    () =>
      createListCollection({
        items: options ?? [],
        itemToString: (item) => item.name,
        itemToValue: (item) => item.id,
      }),
    [options],
  );

  const chosenName = value
    ? (options?.find((o) => o.id === value)?.name ??
      (picked?.id === value ? picked.name : undefined) ??
      props.selectedName ??
      '')
    : '';

  useEffect(() => {
    if (typed === null) return;
    const timer = setTimeout(() => onSearch(typed.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [typed, delayMs, onSearch]);

  const close = () => {
    // Emptying the text and leaving means "none", as the clear button does.
    if (typed === '' && value && props.clearLabel) props.onChange(undefined);
    setTyped(null);
  };

  return (
    <FormField
      label={props.label}
      error={props.error}
      helperText={props.helperText}
      required={props.required}
    >
      <Combobox.Root
        ref={root}
        collection={collection}
        size={props.size}
        value={value ? [value] : []}
        inputValue={typed ?? chosenName}
        onInputValueChange={(details) => {
          if (details.reason === 'input-change') setTyped(details.inputValue);
        }}
        onValueChange={(details) => {
          const option = details.items[0];
          setPicked(option);
          setTyped(null);
          props.onChange(option);
        }}
        onOpenChange={(details) => {
          // The search starts afresh when the list opens, not when it closes: a click on an
          // option may close the list first (the input's blur), and must still find its option.
          if (details.open) onSearch('');
          else close();
        }}
        openOnClick
        defaultOpen={opening === 'open'}
        // The list's elements exist from its first opening on: a screen of filters renders
        // the fields alone, and the machine's "scroll the list to its top" of a closed
        // combobox does not force a layout of the whole page at the first render.
        lazyMount
        disabled={props.disabled}
        name={props.name}
        onBlur={props.onBlur}
        translations={{ clearTriggerLabel: props.clearLabel }}
      >
        <Combobox.Control>
          <Combobox.Input
            placeholder={props.placeholder ?? t('table.searchPlaceholder')}
            ref={input}
          />
          <Combobox.IndicatorGroup>
            {props.loading && <Spinner size="xs" color="fg.muted" aria-hidden />}
            {props.clearLabel && !props.disabled && <Combobox.ClearTrigger />}
            {/* Out of the tab order already; the input itself opens the list from the keyboard. */}
            <Combobox.Trigger aria-hidden />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <PickerOptions
          items={collection.items}
          empty={props.loading ? t('table.loading') : t('table.empty')}
          container={dialog}
        />
      </Combobox.Root>
    </FormField>
  );
}

/**
 * `MultiCombobox` once its code is there (./search-combobox.tsx): the search filters the choices
 * already loaded as the user types.
 */
export function MultiComboboxField({
  opening,
  ...props
}: MultiComboboxProps & { opening?: Opening }) {
  const { options, value, onChange } = props;
  const [search, setSearch] = useState('');
  const filter = useFilter({ sensitivity: 'base' });
  const [root, dialog] = useDialogContainer();
  const input = useFocusGiven(opening);
  const collection = useMemo(
    () =>
      createListCollection({
        items: options.filter((option) => filter.contains(option.name, search)),
        itemToString: (option) => option.name,
        itemToValue: (option) => option.id,
      }),
    [options, filter, search],
  );
  return (
    <Combobox.Root
      ref={root}
      multiple
      collection={collection}
      value={value}
      inputValue={search}
      onInputValueChange={(details) => setSearch(details.inputValue)}
      onValueChange={(details) => {
        onChange(details.value);
        setSearch('');
      }}
      onBlur={props.onBlur}
      openOnClick
      defaultOpen={opening === 'open'}
      // Its list's elements exist from the first opening on (see ComboboxField).
      lazyMount
      closeOnSelect={props.closeOnSelect}
      translations={{ triggerLabel: props.label }}
    >
      <Combobox.Control>
        <Combobox.Input placeholder={props.placeholder} ref={input} />
        <Combobox.IndicatorGroup>
          {props.loading && <Spinner size="xs" color="fg.muted" aria-hidden />}
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <PickerOptions items={collection.items} empty={props.empty} container={dialog} />
    </Combobox.Root>
  );
}

/**
 * The focus the user gave a field's stand-in, given to the input once Zag's machine has started
 * (in a microtask after the mount): focused before, the machine would not know it, and ignore
 * the arrow keys.
 */
function useFocusGiven(opening: Opening | undefined) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!opening) return;
    const timer = setTimeout(() => input.current?.focus());
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the field replaces it
  }, []);
  return input;
}

/**
 * Where a combobox's list goes: inside the dialog or drawer that holds the field (`root` is
 * put on the combobox), else the body. A modal hides the rest of the body from screen readers,
 * and a list kept inline in the field loses its clicks to the field's own handlers.
 */
export function useDialogContainer() {
  const root = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<{ current: HTMLElement } | undefined>();
  useEffect(() => {
    const found = root.current?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
    if (found) setDialog({ current: found });
  }, []);
  return [root, dialog] as const;
}

/** A combobox's list of choices by name, and what it says when there is none. */
export function PickerOptions(props: {
  items: PickerOption[];
  empty: string;
  /** Where the list is portalled; the body by default. */
  container?: { current: HTMLElement };
}) {
  return (
    <Portal container={props.container}>
      <Combobox.Positioner>
        <Combobox.Content>
          <Combobox.Empty>{props.empty}</Combobox.Empty>
          {props.items.map((item) => (
            <Combobox.Item key={item.id} item={item}>
              {item.name}
              <Combobox.ItemIndicator />
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Portal>
  );
}
