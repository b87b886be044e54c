import type { Page } from '@playwright/test';
import { apiGet, type Page as ApiPage } from './api';

export const signedOutRoutes = [
  '/auth/signin/',
  '/auth/signup/',
  '/auth/forgot-password/',
  '/auth/reset-password/?token=x',
  '/auth/verify-otp/?hashedOtp=x',
];

const firstId = async (page: Page, list: string) =>
  (
    await apiGet<ApiPage<{ id: string }>>(
      page.request,
      'superAdmin',
      `/${list}${list.includes('?') ? '&' : '?'}limit=1`,
    )
  ).items[0]!.id;

/** Every signed-in route of spec section 2, the detail ones on a record of the demo data. */
export async function signedInRoutes(page: Page) {
  const [holder, depot, subcontractor, tour, voucher, complaint, user, buyer, shipment] =
    await Promise.all(
      [
        'holders',
        'relay-depots',
        'subcontractors',
        'tours',
        'removal-vouchers',
        'complaints',
        // Not the super administrator themselves: an account they may delete.
        'users?role=DRIVER',
        'buyers',
        'shipments',
      ].map((list) => firstId(page, list)),
    );
  return [
    '/main/',
    '/profile/',
    '/main/settings',
    '/main/settings/areas',
    // The demo's Grand Tunis, with its delegations.
    '/main/settings/areas?zone=ca5dbaed-85df-4ab8-8d0a-d6ab0e21c49d',
    '/main/complaints',
    `/main/complaints?complaint=${complaint}`,
    '/main/role-management/',
    `/main/role-management/?user=${user}`,
    '/main/holders/',
    '/main/holders/new',
    `/main/holders/${holder}`,
    '/main/relay-depots/',
    '/main/relay-depots/new',
    `/main/relay-depots/${depot}`,
    '/main/subcontractors/',
    '/main/subcontractors/new',
    `/main/subcontractors/${subcontractor}`,
    '/main/routing/',
    '/main/routing/new',
    `/main/routing/${tour}`,
    '/main/removal-vouchers/',
    `/main/removal-vouchers/${voucher}`,
    '/main/shipments/',
    '/main/shipments/new',
    `/main/shipments/${shipment}`,
    '/main/buyers/',
    '/main/buyers/new',
    `/main/buyers/${buyer}`,
    // Extension: the mass balance of the area's depots (issue 27).
    '/main/mass-balance',
    '/main/nulle-part',
  ];
}
