import type { OriginRegisterEntry } from '@generated/model';
import { adminWith } from '@mocks/fixtures';

/** The administrator of the fixtures, who may also read the register. */
export const registerReader = adminWith({ declaration: 'READ' });

const tunis = { id: 'b4c1f0a2-6d7e-4f80-9a1b-2c3d4e5f6a01', name: 'Tunis' };
const ariana = { id: 'b4c1f0a2-6d7e-4f80-9a1b-2c3d4e5f6a02', name: 'Ariana' };
const grandTunis = {
  id: 'ca5dbaed-85df-4ab8-8d0a-d6ab0e21c49d',
  name: 'Grand Tunis',
  regionId: '73006ad2-980d-44d6-8723-f789eecba58a',
};

const entry = (
  index: number,
  fields: Partial<OriginRegisterEntry> & Pick<OriginRegisterEntry, 'name'>,
): OriginRegisterEntry => ({
  id: `5e1a0000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  number: `DT-000${String(100 + index)}`,
  category: 'EXCLUSIVE',
  governorate: tunis,
  zone: grandTunis,
  declarationState: 'VALID',
  signedOn: '2026-03-14',
  overTenTonnes: false,
  animalFat: false,
  nonCompliance: null,
  litres: 0,
  kg: 0,
  sampleRank: null,
  ...fields,
});

/** Five holders: valid, expired, missing, non-compliant, in another governorate. */
export const registerEntries: OriginRegisterEntry[] = [
  entry(1, { name: 'Restaurant Le Golfe', litres: 1250.5, kg: 1150.46 }),
  entry(2, {
    name: 'Hôtel Les Jasmins',
    category: 'PARTIAL',
    declarationState: 'EXPIRED',
    signedOn: '2025-05-02',
    overTenTonnes: true,
    animalFat: true,
    litres: 3120,
    kg: 2870.4,
  }),
  entry(3, {
    name: 'Café de la Plage',
    declarationState: 'MISSING',
    signedOn: null,
    overTenTonnes: null,
    animalFat: null,
    litres: 80,
    kg: 73.6,
  }),
  entry(4, {
    name: 'Friterie du Port',
    category: 'NONCONTRIBUTIVE',
    nonCompliance: {
      since: '2026-10-02',
      reason: 'Déclaration fausse sur l’origine des graisses',
      isccReference: 'ISCC-NC-2026-0142',
    },
  }),
  entry(5, { name: 'Pâtisserie Ennasr', governorate: ariana, litres: 415.25, kg: 382.03 }),
];

/** Many holders, for paging: their names and figures follow from their number. */
export const manyEntries = (count: number): OriginRegisterEntry[] =>
  Array.from({ length: count }, (_, index) => {
    const litres = ((index * 7919) % 2000) + 0.5;
    return entry(100 + index, {
      name: `Détenteur ${index + 1}`,
      litres,
      kg: Math.round(litres * 92) / 100,
    });
  });
