/**
 * The demo organisation's regions and zones (geography.json): each zone serves whole governorates
 * of the national geography that migration 0009 ships. Ids that the contract's examples use are
 * kept, so that the examples and the demo agree.
 */
import regions from './geography.json';

export interface GovernorateSeed {
  name: string;
  /** The first postal code of its holders' addresses. */
  postalCode: number;
}

export interface ZoneSeed {
  name: string;
  id?: string;
  governorates: readonly GovernorateSeed[];
}

export interface RegionSeed {
  name: string;
  id?: string;
  zones: readonly ZoneSeed[];
}

export const REGIONS: readonly RegionSeed[] = regions;
