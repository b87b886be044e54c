import {
  getListDelegationsMockHandler,
  getListGovernoratesMockHandler,
  getListRegionsMockHandler,
  getListZonesMockHandler,
} from '@generated/api/areas/areas.msw';
import type { Delegation, Governorate, Region, Zone } from '@generated/model';

/**
 * A few real areas of Tunisia with fixed ids, for stories and tests of every area field. Nord
 * and Grand Tunis have the demo seed's ids, which the signed-in users of mocks/fixtures have as
 * their area: the pickers offer them only what lies there.
 */
const updatedAt = '2026-11-02T09:00:00.000Z';
const region = (id: string, name: string) => ({
  id: id.length === 1 ? `00000000-0000-4000-8000-00000000000${id}` : id,
  name,
  updatedAt,
});
const nord = region('73006ad2-980d-44d6-8723-f789eecba58a', 'Nord');
const sud = region('2', 'Sud');

const zone = (n: string, name: string, regionOf: { id: string }): Zone => ({
  id: n.length === 2 ? `00000000-0000-4000-8000-0000000001${n}` : n,
  name,
  regionId: regionOf.id,
  updatedAt,
});
export const zones = {
  grandTunis: zone('ca5dbaed-85df-4ab8-8d0a-d6ab0e21c49d', 'Grand Tunis', nord),
  capBon: zone('02', 'Cap Bon', nord),
  sfax: zone('03', 'Sfax', sud),
};

export const regions: Region[] = [
  { ...nord, zones: [zones.grandTunis, zones.capBon] },
  { ...sud, zones: [zones.sfax] },
];

const governorate = (n: string, name: string) => ({
  id: `00000000-0000-4000-8000-0000000002${n}`,
  name,
});
export const governorates = {
  tunis: governorate('01', 'Tunis'),
  ariana: governorate('02', 'Ariana'),
  nabeul: governorate('03', 'Nabeul'),
  sfax: governorate('04', 'Sfax'),
};

const delegation = (
  n: string,
  name: string,
  of: { id: string; name: string },
  zoneOf: Zone,
): Delegation => ({
  id: `00000000-0000-4000-8000-0000000003${n}`,
  name,
  governorateId: of.id,
  zoneId: zoneOf.id,
  governorate: of,
  zone: { id: zoneOf.id, name: zoneOf.name, regionId: zoneOf.regionId },
});
export const delegations = {
  laMarsa: delegation('01', 'La Marsa', governorates.tunis, zones.grandTunis),
  carthage: delegation('02', 'Carthage', governorates.tunis, zones.grandTunis),
  arianaVille: delegation('03', 'Ariana Ville', governorates.ariana, zones.grandTunis),
  hammamet: delegation('04', 'Hammamet', governorates.nabeul, zones.capBon),
  nabeul: delegation('05', 'Nabeul', governorates.nabeul, zones.capBon),
  sfaxVille: delegation('06', 'Sfax Ville', governorates.sfax, zones.sfax),
};

/** A governorate's zones, as the server lists them: those of its delegations. */
const zonesOf = (governorateId: string) =>
  Object.values(zones)
    .filter((z) =>
      Object.values(delegations).some(
        (d) => d.governorateId === governorateId && d.zoneId === z.id,
      ),
    )
    .map(({ id, name, regionId }) => ({ id, name, regionId }));

const matches = (name: string, url: URL) =>
  name.toLowerCase().includes((url.searchParams.get('query') ?? '').trim().toLowerCase());
const urlOf = ({ request }: { request: Request }) => new URL(request.url);

/** The area calls answered from the data above, searching and narrowing as the server does. */
export const areaHandlers = () => [
  getListRegionsMockHandler((info) => regions.filter((r) => matches(r.name, urlOf(info)))),
  getListZonesMockHandler((info) => {
    const url = urlOf(info);
    const regionId = url.searchParams.get('regionId');
    return Object.values(zones).filter(
      (z) => matches(z.name, url) && (!regionId || z.regionId === regionId),
    );
  }),
  getListGovernoratesMockHandler((info): Governorate[] =>
    Object.values(governorates)
      .filter((g) => matches(g.name, urlOf(info)))
      .map((g) => ({ ...g, zones: zonesOf(g.id) })),
  ),
  getListDelegationsMockHandler((info) => {
    const url = urlOf(info);
    const governorateId = url.searchParams.get('governorateId');
    const zoneId = url.searchParams.get('zoneId');
    return Object.values(delegations).filter(
      (d) =>
        matches(d.name, url) &&
        (!governorateId || d.governorateId === governorateId) &&
        (!zoneId || d.zoneId === zoneId),
    );
  }),
];
