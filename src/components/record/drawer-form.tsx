import { chakra, Drawer, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormButtons, type FormButtonsProps } from './record-form';

// Apart from ./record-form.tsx: a page's form does not bring the drawer's dialog machinery.

interface DrawerFormProps extends FormButtonsProps {
  children: ReactNode;
  /** At the footer's start, apart from the buttons (a record's own actions). */
  start?: ReactNode;
  /** Nothing in the body takes the focus (read-only): the body does, to scroll by keyboard. */
  focusableBody?: boolean;
}

/** A record's form as a drawer's body and footer. */
export function DrawerForm({ children, start, focusableBody, ...buttons }: DrawerFormProps) {
  return (
    <chakra.form onSubmit={buttons.frame.onSubmit} noValidate display="contents">
      <Drawer.Body tabIndex={focusableBody ? 0 : undefined}>
        <Stack gap="6" pb="2">
          {children}
          {buttons.frame.failure}
        </Stack>
      </Drawer.Body>
      <Drawer.Footer borderTopWidth="1px" justifyContent="space-between" flexWrap="wrap" gap="3">
        {start}
        <Flex gap="3" ms="auto">
          <FormButtons {...buttons} />
        </Flex>
      </Drawer.Footer>
      {buttons.frame.dialog}
    </chakra.form>
  );
}
