import { Box, Button, NativeSelect } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UserRole, UserStatus } from '@generated/model';
import { FormField } from '@/components/form/form-field';
import type { UserFilterKey } from '../api/user-list-params';

type Filters = Partial<Record<UserFilterKey, string>>;

interface UserFiltersProps {
  filters: Filters;
  onChange: (filters: Partial<Record<UserFilterKey, string | undefined>>) => void;
  /** The user sees drivers only: no other role to filter on. */
  driversOnly?: boolean;
}

function FilterSelect(props: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation('users');
  return (
    // Two a row on a phone (the row's gap is 8 px), their own width from `sm` up.
    <Box width={{ base: 'calc(50% - 4px)', sm: '44' }}>
      <FormField label={props.label}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={props.value ?? ''}
            onChange={(e) => props.onChange(e.currentTarget.value || undefined)}
          >
            <option value="">{t('filters.any')}</option>
            {props.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Box>
  );
}

/** Role and status; each change lands in the URL through `onChange`. */
export function UserFilters({ filters, onChange, driversOnly }: UserFiltersProps) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const active = Object.values(filters).some(Boolean);
  return (
    <>
      <FilterSelect
        label={t('filters.role')}
        value={filters.role}
        options={(driversOnly ? [UserRole.DRIVER] : Object.values(UserRole)).map((role) => ({
          value: role,
          label: tc(`roles.${role}`),
        }))}
        onChange={(role) => onChange({ role })}
      />
      <FilterSelect
        label={t('filters.status')}
        value={filters.status}
        options={Object.values(UserStatus).map((status) => ({
          value: status,
          label: tc(`status.${status}`),
        }))}
        onChange={(status) => onChange({ status })}
      />
      {active && (
        <Button
          size="sm"
          variant="ghost"
          alignSelf="end"
          onClick={() => onChange({ role: undefined, status: undefined })}
        >
          <X size={16} aria-hidden /> {tc('table.clearFilters')}
        </Button>
      )}
    </>
  );
}
