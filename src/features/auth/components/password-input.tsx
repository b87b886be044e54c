import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

type PasswordInputProps = Omit<InputProps, 'type'> & { ref?: Ref<HTMLInputElement> };

/** A password input whose text can be shown, to check a long password before sending it. */
export function PasswordInput({ ref, ...props }: PasswordInputProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ pe: '1' }}
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          aria-label={visible ? t('password.hide') : t('password.show')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
}
