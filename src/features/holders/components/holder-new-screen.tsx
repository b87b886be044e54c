import { useTranslation } from 'react-i18next';
import { RecordNewScreen } from '@/components/record/record-new-screen';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { useCreateHolderAction } from '../api/use-save-holder';
import { emptyHolderForm } from '../schema';
import { HolderForm } from './holder-form';

/** Creating a holder: the form, empty; once created (the save says so), its detail. */
export function HolderNewScreen() {
  const { t } = useTranslation('holders');
  const mayCreate = useCan('holder', 'CREATE');
  const mayRead = useCan('holder', 'READ');
  const create = useCreateHolderAction();
  return (
    <RecordNewScreen
      allowed={mayRead && mayCreate}
      title={t('newTitle')}
      listTitle={t('title')}
      routes={paths.main.holders}
    >
      {(done) => <HolderForm mode="create" initial={emptyHolderForm} save={create} {...done} />}
    </RecordNewScreen>
  );
}
