import * as z from 'zod/mini';
import type { Region, RegionCreate, Zone, ZoneCreate, ZoneUpdate } from '@generated/model';
import { CreateRegionBody, CreateZoneBody } from '@generated/zod-mini/areas/areas.zod';
import { contractMessages, textInput } from '@/lib/contract-rule';

/** A region's form: its name (the contract's length). */
export const regionSchema = z.object({ name: textInput(CreateRegionBody.shape.name) });

/** An area's words are the common ones. */
export const areaMessages = contractMessages();
export type RegionInput = z.input<typeof regionSchema>;
export type RegionValues = z.output<typeof regionSchema>;

export const regionInputOf = (region?: Region): RegionInput => ({ name: region?.name ?? '' });

export const toRegionBody = (values: RegionValues): RegionCreate => ({ name: values.name });

/** A zone's form: its name, its region (chosen once, at creation) and its delegations. */
export const zoneSchema = z.object({
  name: textInput(CreateZoneBody.shape.name),
  regionId: z.string().check(z.minLength(1, 'validation.required')),
  delegationIds: z.array(z.string()),
});
export type ZoneInput = z.input<typeof zoneSchema>;
export type ZoneValues = z.output<typeof zoneSchema>;

export const zoneInputOf = (zone?: Zone, delegationIds: string[] = []): ZoneInput => ({
  name: zone?.name ?? '',
  regionId: zone?.regionId ?? '',
  delegationIds,
});

export const toZoneCreateBody = (values: ZoneValues): ZoneCreate => values;

/** What changed: the name, and the delegations when they differ from those the zone serves. */
export const toZoneUpdateBody = (
  zone: Zone,
  served: readonly string[],
  values: ZoneValues,
): ZoneUpdate => {
  const same =
    values.delegationIds.length === served.length &&
    values.delegationIds.every((id) => served.includes(id));
  return {
    ...(values.name !== zone.name && { name: values.name }),
    ...(!same && { delegationIds: values.delegationIds }),
  };
};
