import {
  Combobox,
  createListCollection,
  Skeleton,
  Spinner,
  Tag,
  useFilter,
  Wrap,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { PickerOptions, useDialogContainer } from './combobox-field';
import type { PickerOption } from './search-combobox';

export interface MultiPickerProps {
  label: string;
  helperText?: string;
  placeholder: string;
  /** What the list says when nothing matches the search. */
  empty: string;
  /** The choices offered, already loaded (a few hundred at most); the search filters them. */
  options: PickerOption[];
  loading?: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  /** A chosen id's name on its tag; unknown while the names load, then the id itself. */
  nameOf: (id: string) => string | undefined;
  /** Names a tag's remove button. */
  removeLabel: (name: string) => string;
  /** Whether a chosen id may be removed; every one by default. */
  removable?: (id: string) => boolean;
  /** Closes the list on a pick (in a drawer, so that it never covers the drawer's buttons). */
  closeOnSelect?: boolean;
  error?: string;
  required?: boolean;
}

/**
 * Several records chosen from a list already loaded: the search filters the choices as the user
 * types, the chosen ones show as tags, removable by their own button.
 */
export function MultiPicker(props: MultiPickerProps) {
  const { options, value, onChange, nameOf, removable = () => true } = props;
  const [search, setSearch] = useState('');
  const filter = useFilter({ sensitivity: 'base' });
  const [root, dialog] = useDialogContainer();
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
    <FormField
      label={props.label}
      helperText={props.helperText}
      error={props.error}
      required={props.required}
    >
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
        // Its list's elements exist from the first opening on (see SearchCombobox).
        lazyMount
        closeOnSelect={props.closeOnSelect}
        translations={{ triggerLabel: props.label }}
      >
        <Combobox.Control>
          <Combobox.Input placeholder={props.placeholder} />
          <Combobox.IndicatorGroup>
            {props.loading && <Spinner size="xs" color="fg.muted" aria-hidden />}
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <PickerOptions items={collection.items} empty={props.empty} container={dialog} />
      </Combobox.Root>
      {value.length > 0 && (
        <Wrap gap="2" mt="1">
          {value.map((id) => {
            const name = nameOf(id) ?? (props.loading ? undefined : id);
            return (
              <Tag.Root key={id} size="lg" colorPalette="brand" variant="subtle">
                <Tag.Label>
                  {name ?? <Skeleton as="span" display="inline-block" h="3" w="24" />}
                </Tag.Label>
                {removable(id) && (
                  <Tag.EndElement>
                    <Tag.CloseTrigger
                      aria-label={props.removeLabel(name ?? '…')}
                      onClick={() => onChange(value.filter((other) => other !== id))}
                    />
                  </Tag.EndElement>
                )}
              </Tag.Root>
            );
          })}
        </Wrap>
      )}
    </FormField>
  );
}
