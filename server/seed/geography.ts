/**
 * Tunisia for the demo (geography.json): the 24 governorates, their delegations (every one for
 * Greater Tunis, Cap Bon, the Sahel and Sfax; the main ones elsewhere) with approximate
 * coordinates, grouped in the organisation's regions and zones. Ids that the contract's examples
 * use are kept, so that the examples and the demo agree.
 */
import regions from './geography.json';

export interface DelegationSeed {
  name: string;
  lat: number;
  lng: number;
  id?: string;
}

export interface GovernorateSeed {
  name: string;
  id?: string;
  postalCode: number;
  delegations: readonly DelegationSeed[];
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
