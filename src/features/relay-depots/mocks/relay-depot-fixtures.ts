import type { Region, RelayDepot, Zone } from '@generated/model';

const updatedAt = '2026-11-02T09:00:00.000Z';
const nord = { id: '73006ad2-980d-44d6-8723-f789eecba58a', name: 'Nord' };
const centre = { id: '5b0c4f7e-3d1a-4a8e-9c61-2f7d8e9a0b12', name: 'Centre' };
const sud = { id: 'a8e2d5c1-6b4f-4f3e-8d2a-1c9b7e6f5a34', name: 'Sud' };

const zone = (id: string, name: string, region: { id: string; name: string }): Zone => ({
  id,
  name,
  regionId: region.id,
  region,
  updatedAt,
});

export const depotZones = {
  grandTunis: zone('ca5dbaed-85df-4ab8-8d0a-d6ab0e21c49d', 'Grand Tunis', nord),
  capBon: zone('736f4139-937d-4222-ba85-b88db5bce5d4', 'Cap Bon', nord),
  bizerte: zone('0f3b9c2e-7a41-4d6b-b5e8-3c2a1d9e8f70', 'Bizerte', nord),
  sahel: zone('2555ef9b-ce3e-447c-a4a8-118aafba0014', 'Sahel', centre),
  sfax: zone('e6d4c3b2-a190-4f8e-9d7c-6b5a4e3d2c1b', 'Sfax', sud),
};

export const depotRegions: Region[] = [nord, centre, sud].map((region) => ({
  ...region,
  updatedAt,
  zones: Object.values(depotZones)
    .filter((z) => z.regionId === region.id)
    .map(({ id, name, regionId }) => ({ id, name, regionId })),
}));

const summary = ({ id, name, regionId }: Zone) => ({ id, name, regionId });

const depot = (
  id: string,
  fields: Omit<RelayDepot, 'id' | 'createdAt' | 'updatedAt' | 'zones'>,
  zones: Zone[],
): RelayDepot => ({
  id,
  ...fields,
  createdAt: '2025-09-01T08:00:00.000Z',
  updatedAt: '2026-11-20T16:45:00.000Z',
  zones: zones.map(summary),
});

/** Six depots across the country, one nearly full in Tunis and one over 90 % in Sfax. */
export const relayDepots: RelayDepot[] = [
  depot(
    '3f1e2d4c-5b6a-4798-8a1b-2c3d4e5f6a7b',
    {
      code: 'DR-TUN-01',
      name: 'Dépôt relais La Marsa',
      capacity: 12000,
      quantity: 10200,
      address: 'Rue du Lac Léman, Les Berges du Lac, Tunis',
      lat: 36.8326,
      lng: 10.233,
      email: 'lamarsa@depots-huile.tn',
      phoneNumber: '+216 71 234 567',
    },
    [depotZones.grandTunis],
  ),
  depot(
    '9a8b7c6d-5e4f-4321-9abc-def012345678',
    {
      code: 'DR-NAB-01',
      name: 'Dépôt relais Nabeul',
      capacity: 8000,
      quantity: 2400,
      address: 'Avenue Habib Bourguiba, Nabeul',
      lat: 36.4561,
      lng: 10.7376,
      email: 'nabeul@depots-huile.tn',
      phoneNumber: '+216 72 285 410',
    },
    [depotZones.capBon],
  ),
  depot(
    'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
    {
      code: 'DR-SOU-01',
      name: 'Dépôt relais Sousse',
      capacity: 15000,
      quantity: 9000,
      address: 'Zone industrielle Sidi Abdelhamid, Sousse',
      lat: 35.8038,
      lng: 10.6252,
      email: 'sousse@depots-huile.tn',
      phoneNumber: '+216 73 226 900',
    },
    [depotZones.sahel],
  ),
  depot(
    'c4d5e6f7-0819-4a2b-bc3d-4e5f6a7b8c9d',
    {
      code: 'DR-SFX-01',
      name: 'Dépôt relais Sfax',
      capacity: 20000,
      quantity: 19000,
      address: 'Route de Gabès km 4, Sfax',
      lat: 34.7128,
      lng: 10.7424,
      email: 'sfax@depots-huile.tn',
      phoneNumber: '+216 74 401 118',
    },
    [depotZones.sfax],
  ),
  depot(
    'd7e8f9a0-1b2c-4d3e-8f4a-5b6c7d8e9f01',
    {
      code: 'DR-BIZ-01',
      name: 'Dépôt relais Bizerte',
      capacity: 6000,
      quantity: 0,
      address: 'Port de pêche, Bizerte',
      lat: 37.2744,
      lng: 9.8739,
      email: 'bizerte@depots-huile.tn',
      phoneNumber: '+216 72 431 077',
    },
    [depotZones.bizerte, depotZones.grandTunis],
  ),
  depot(
    'e0f1a2b3-c4d5-4e6f-9a7b-8c9d0e1f2a3b',
    {
      code: 'DR-MON-01',
      name: 'Dépôt relais Monastir',
      capacity: 10000,
      quantity: 4500,
      address: 'Avenue de la République, Monastir',
      lat: 35.7643,
      lng: 10.8113,
      email: 'monastir@depots-huile.tn',
      phoneNumber: '+216 73 461 250',
    },
    [depotZones.sahel],
  ),
];

export const laMarsa = relayDepots[0]!;
