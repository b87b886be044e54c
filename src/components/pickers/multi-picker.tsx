import { Skeleton, Tag, Wrap } from '@chakra-ui/react';
import { FormField } from '@/components/form/form-field';
import { MultiCombobox, type MultiComboboxProps } from './search-combobox';

export interface MultiPickerProps extends MultiComboboxProps {
  helperText?: string;
  /** A chosen id's name on its tag; unknown while the names load, then the id itself. */
  nameOf: (id: string) => string | undefined;
  /** Names a tag's remove button. */
  removeLabel: (name: string) => string;
  /** Whether a chosen id may be removed; every one by default. */
  removable?: (id: string) => boolean;
  error?: string;
  required?: boolean;
}

/**
 * Several records chosen from a list already loaded: the search filters the choices as the user
 * types, the chosen ones show as tags, removable by their own button.
 */
export function MultiPicker(props: MultiPickerProps) {
  const { value, onChange, nameOf, removable = () => true } = props;
  return (
    <FormField
      label={props.label}
      helperText={props.helperText}
      error={props.error}
      required={props.required}
    >
      <MultiCombobox
        label={props.label}
        placeholder={props.placeholder}
        empty={props.empty}
        options={props.options}
        loading={props.loading}
        value={value}
        onChange={onChange}
        onBlur={props.onBlur}
        closeOnSelect={props.closeOnSelect}
      />
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
