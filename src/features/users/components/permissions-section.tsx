import { Box, Button, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserRole } from '@generated/model';
import { FormField, useErrorText } from '@/components/form/form-field';
import { FormSection } from '@/components/record/form-section';
import { RegionZonePicker } from '@/components/pickers/region-zone-picker';
import { useCurrentUser } from '@/lib/current-user';
import { RESOURCE_ACTIONS } from '@/lib/access/policy';
import { grantable, presetFor, resources } from '../permissions';
import type { UserInput, UserValues } from '../schema';
import { CompanyField } from './company-field';
import { PermissionsMatrix } from './permissions-matrix';

interface PermissionsSectionProps {
  form: UseFormReturn<UserInput, unknown, UserValues>;
  /** The roles the signed-in user may give (see `userRules`). */
  roles: UserRole[];
  /** The user may give only a zone, not a region. */
  zoneRequired?: boolean;
  /** Role, area and rights stay as they are. */
  disabled?: boolean;
}

/**
 * Role, the area the rights apply to, and the rights themselves. Choosing a role fills the
 * matrix with that role's defaults, which stay editable. The roles offered are below the user's,
 * the places those of their area, the rights those they hold.
 */
export function PermissionsSection({
  form,
  roles,
  zoneRequired,
  disabled,
}: PermissionsSectionProps) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const me = useCurrentUser();
  const message = useErrorText();
  const hintId = useId();
  const [presetRole, setPresetRole] = useState<UserRole>();
  const { register, setValue, control, formState } = form;
  const errors = formState.errors;
  const [role, rights, regionId, zoneId] = useWatch({
    control,
    name: ['role', 'rights', 'regionId', 'zoneId'],
  });

  const applyPreset = (next: UserRole) => {
    setValue('rights', presetFor(next, me), { shouldDirty: true, shouldValidate: true });
    setPresetRole(next);
  };
  const somethingGreyed = resources.some((r) =>
    RESOURCE_ACTIONS[r].some((a) => !grantable(me, r, a)),
  );

  return (
    <Stack gap="4">
      <FormSection title={t('sections.role')}>
        <FormField label={t('fields.role')} error={errors.role?.message} required>
          <NativeSelect.Root disabled={disabled}>
            <NativeSelect.Field
              disabled={disabled}
              {...register('role', {
                onChange: (event: { target: { value: string } }) => {
                  const next = event.target.value as UserRole | '';
                  if (next) applyPreset(next);
                },
              })}
            >
              <option value="" disabled>
                {t('fields.chooseRole')}
              </option>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {tc(`roles.${r}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Box display={{ base: 'none', sm: 'block' }} />
        {role && role !== 'SUPER_ADMIN' && (
          <RegionZonePicker
            value={{ regionId: regionId || undefined, zoneId: zoneId || undefined }}
            onChange={(area) => {
              const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
              setValue('regionId', area.regionId ?? '', options);
              setValue('zoneId', area.zoneId ?? '', options);
            }}
            labels={{
              region: t('fields.region'),
              zone: t('fields.zone'),
              clear: t('fields.clear'),
            }}
            errors={{ region: errors.regionId?.message, zone: errors.zoneId?.message }}
            required={zoneRequired}
            placeholder={disabled ? '' : undefined}
            disabled={disabled}
          />
        )}
        {/* A driver works for a company; a subcontractor's own drivers get its company. */}
        {role === 'DRIVER' && me?.role !== 'SUBCONTRACTOR' && me?.role !== 'DRIVER' && (
          <CompanyField form={form} zoneId={zoneId} disabled={disabled} />
        )}
      </FormSection>
      {role === 'SUPER_ADMIN' ? (
        <Text color="fg.muted" fontSize="sm">
          {t('rights.superAdmin')}
        </Text>
      ) : (
        role && (
          <Stack gap="3">
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <Text as="h3" fontSize="md" fontWeight="semibold">
                {t('sections.rights')}
              </Text>
              {!disabled && (
                <Button size="xs" variant="outline" onClick={() => applyPreset(role)}>
                  <RotateCcw size={14} aria-hidden /> {t('rights.applyPreset')}
                </Button>
              )}
            </Flex>
            {presetRole === role && (
              <Text fontSize="sm" color="fg.muted" role="status">
                {t('rights.presetApplied', { role: tc(`roles.${role}`) })}
              </Text>
            )}
            <PermissionsMatrix
              value={rights}
              onChange={(next) =>
                setValue('rights', next, { shouldDirty: true, shouldValidate: true })
              }
              grantable={(resource, a) => grantable(me, resource, a)}
              disabled={disabled}
              describedBy={hintId}
            />
            {errors.rights ? (
              <Text id={hintId} fontSize="sm" color="fg.error">
                {message(errors.rights)}
              </Text>
            ) : (
              somethingGreyed &&
              !disabled && (
                <Text id={hintId} fontSize="xs" color="fg.muted">
                  {t('rights.notGrantable')}
                </Text>
              )
            )}
          </Stack>
        )
      )}
    </Stack>
  );
}
