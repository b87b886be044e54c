import type { Buyer } from '@generated/model';

const updatedAt = '2026-11-02T09:00:00.000Z';

const buyer = (
  id: string,
  name: string,
  country: string,
  address: string,
  certificateNumber: string,
  [certificateValidFrom, certificateValidUntil]: [string, string],
): Buyer => ({
  id,
  name,
  country,
  address,
  certificateNumber,
  certificateValidFrom,
  certificateValidUntil,
  createdAt: updatedAt,
  updatedAt,
});

/** Four buyers; Ölwerke Hamburg's certificate has expired, Baltic Biofuels' is not valid yet. */
export const buyers: Buyer[] = [
  buyer(
    '3f0a6c1e-5b2d-4e8f-9a71-0c2b4d6e8f01',
    'BioDiesel Sud SpA',
    'IT',
    'Via del Porto 12, 90133 Palermo',
    'EU-ISCC-Cert-IT201-10482233',
    ['2026-03-01', '2099-02-28'],
  ),
  buyer(
    '3f0a6c1e-5b2d-4e8f-9a71-0c2b4d6e8f02',
    'Green Fuels Iberia SL',
    'ES',
    'Muelle de Poniente 4, 46024 Valencia',
    'EU-ISCC-Cert-ES216-20315577',
    ['2025-09-15', '2099-09-14'],
  ),
  buyer(
    '3f0a6c1e-5b2d-4e8f-9a71-0c2b4d6e8f03',
    'Ölwerke Hamburg GmbH',
    'DE',
    'Am Kanal 7, 21107 Hamburg',
    'EU-ISCC-Cert-DE100-30877410',
    ['2024-05-01', '2025-04-30'],
  ),
  buyer(
    '3f0a6c1e-5b2d-4e8f-9a71-0c2b4d6e8f04',
    'Baltic Biofuels AS',
    'EE',
    'Sadama 25, 10111 Tallinn',
    'EU-ISCC-Cert-EE100-50011234',
    ['2098-01-01', '2099-12-31'],
  ),
];
