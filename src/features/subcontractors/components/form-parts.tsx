import type { UseFormReturn } from 'react-hook-form';
import type { SubcontractorCreate } from '@generated/model';
import type { SubcontractorInput } from '../schema';

export type SubcontractorFormApi = UseFormReturn<SubcontractorInput, unknown, SubcontractorCreate>;
