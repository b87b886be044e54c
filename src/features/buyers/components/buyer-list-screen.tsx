import { listScreen } from '@/components/data-table/list-screen';
import { buyerList } from '@/config/lists';
import { useBuyerColumns } from './buyer-columns';

/** The buyers and their certificates: search, the certificate's select, sorting and paging. */
export const BuyerListScreen = listScreen({ list: buyerList, useColumns: useBuyerColumns });
