import type { ComponentType } from 'react';
import { useUrlDrawer } from '@/components/layout/record-drawer';
import { ListScreen, type ListScreenProps } from './list-screen';

interface DrawerListScreenProps<P, T, K extends string> extends Omit<
  ListScreenProps<P, T, K>,
  'paths' | 'children'
> {
  /** The URL's parameter of the drawer (`?<param>=<id>`, `?<param>=new`), and the drawer. */
  drawer: { param: string; Drawer: ComponentType<{ id: string; onClose: () => void }> };
}

/**
 * A list whose records open in a drawer over it, a new one too: Back closes it, a reload or a
 * shared link opens it again.
 */
export function DrawerListScreen<P, T extends { id: string }, K extends string>({
  drawer,
  ...props
}: DrawerListScreenProps<P, T, K>) {
  const { open, hrefFor, close } = useUrlDrawer(drawer.param);
  return (
    <ListScreen {...props} paths={{ new: hrefFor('new'), detail: hrefFor }}>
      {open && <drawer.Drawer key={open} id={open} onClose={close} />}
    </ListScreen>
  );
}
