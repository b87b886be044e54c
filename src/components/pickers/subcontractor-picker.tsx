import {
  getGetSubcontractorQueryOptions,
  getListSubcontractorsByZoneQueryOptions,
  getListSubcontractorsQueryOptions,
} from '@generated/api/subcontractors/subcontractors';
import type { Subcontractor } from '@generated/model';
import { RecordPicker, searchOf, type RecordPickerProps } from './record-picker';

const company = (s: Subcontractor) => ({ id: s.id, name: s.companyName });

/**
 * A subcontractor by company name, within `area` (a region or zone) when given; `exceptId` (a
 * company that cannot manage itself) is never offered.
 */
export function SubcontractorPicker({
  area,
  ...props
}: RecordPickerProps & { area?: { regionId?: string; zoneId?: string }; exceptId?: string }) {
  return (
    <RecordPicker
      {...props}
      readable="subcontractor"
      list={(query) =>
        getListSubcontractorsQueryOptions({ ...searchOf('companyName', query), ...area })
      }
      get={getGetSubcontractorQueryOptions}
      option={company}
    />
  );
}

/** The subcontractors working in `zoneId` (the by-zone call); none without a zone. */
export function ZoneSubcontractorPicker({
  zoneId,
  ...props
}: RecordPickerProps & { zoneId?: string }) {
  return (
    <RecordPicker
      {...props}
      readable="subcontractor"
      list={(query) =>
        zoneId
          ? getListSubcontractorsByZoneQueryOptions(zoneId, searchOf('companyName', query))
          : undefined
      }
      option={company}
    />
  );
}
