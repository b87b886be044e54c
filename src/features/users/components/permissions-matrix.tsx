import { Box, Checkbox } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RESOURCE_ACTIONS } from '@/lib/access/policy';
import { actions, type Action, type Resource } from '@/lib/permissions';
import { resources, type PermissionMatrix } from '../permissions';

interface PermissionsMatrixProps {
  value: PermissionMatrix;
  onChange: (rights: PermissionMatrix) => void;
  /** Whether the signed-in user may give this right; the others stay as they are, greyed. */
  grantable: (resource: Resource, action: Action) => boolean;
  disabled?: boolean;
  /** Id of the text that describes the matrix (its error, its hint). */
  describedBy?: string;
}

/**
 * Resources by actions, one checkbox each. Each box is named "resource: action" for screen
 * readers; on a narrow screen the table scrolls sideways rather than squeezing the boxes.
 */
export function PermissionsMatrix(props: PermissionsMatrixProps) {
  const { t } = useTranslation('users');
  const { value, onChange } = props;

  const toggle = (resource: Resource, action: Action, checked: boolean) => {
    const current = value[resource];
    onChange({
      ...value,
      [resource]: checked ? [...current, action] : current.filter((a) => a !== action),
    });
  };

  return (
    <Box
      overflowX="auto"
      borderWidth="1px"
      rounded="lg"
      aria-describedby={props.describedBy}
      css={{
        '& table': { width: 'full', borderCollapse: 'collapse', fontSize: 'sm' },
        '& caption': { srOnly: true },
        '& th, & td': { px: '2', py: '1.5', borderBottomWidth: '1px' },
        '& tbody tr:last-of-type th, & tbody tr:last-of-type td': { borderBottomWidth: '0' },
        '& thead th': { fontWeight: 'medium', color: 'fg.muted', whiteSpace: 'nowrap' },
        '& thead th:first-of-type': { textAlign: 'start' },
        '& tbody th': { textAlign: 'start', fontWeight: 'medium', whiteSpace: 'nowrap' },
        '& td': { textAlign: 'center' },
      }}
    >
      <table>
        <caption>{t('rights.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rights.resource')}</th>
            {actions.map((action) => (
              <th key={action} scope="col">
                {t(`actions.${action}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {resources.map((resource) => (
            <tr key={resource}>
              <th scope="row">{t(`resources.${resource}`)}</th>
              {actions.map((action) => (
                <td key={action}>
                  {RESOURCE_ACTIONS[resource].includes(action) && (
                    <Checkbox.Root
                      size="sm"
                      colorPalette="brand"
                      checked={value[resource].includes(action)}
                      disabled={props.disabled || !props.grantable(resource, action)}
                      onCheckedChange={(details) =>
                        toggle(resource, action, details.checked === true)
                      }
                    >
                      <Checkbox.HiddenInput
                        aria-label={t('rights.cell', {
                          resource: t(`resources.${resource}`),
                          action: t(`actions.${action}`),
                        })}
                      />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
