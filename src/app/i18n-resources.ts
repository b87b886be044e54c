import areasEn from '@/features/areas/i18n/en.json';
import areasFr from '@/features/areas/i18n/fr.json';
import authEn from '@/features/auth/i18n/en.json';
import authFr from '@/features/auth/i18n/fr.json';
import buyersEn from '@/features/buyers/i18n/en.json';
import buyersFr from '@/features/buyers/i18n/fr.json';
import historyEn from '@/features/history/i18n/en.json';
import historyFr from '@/features/history/i18n/fr.json';
import homeEn from '@/features/home/i18n/en.json';
import homeFr from '@/features/home/i18n/fr.json';
import holdersEn from '@/features/holders/i18n/en.json';
import holdersFr from '@/features/holders/i18n/fr.json';
import originRegisterEn from '@/features/origin-register/i18n/en.json';
import originRegisterFr from '@/features/origin-register/i18n/fr.json';
import profileEn from '@/features/profile/i18n/en.json';
import profileFr from '@/features/profile/i18n/fr.json';
import relayDepotsEn from '@/features/relay-depots/i18n/en.json';
import relayDepotsFr from '@/features/relay-depots/i18n/fr.json';
import settingsEn from '@/features/settings/i18n/en.json';
import stockEn from '@/features/stock/i18n/en.json';
import stockFr from '@/features/stock/i18n/fr.json';
import settingsFr from '@/features/settings/i18n/fr.json';
import shipmentsEn from '@/features/shipments/i18n/en.json';
import shipmentsFr from '@/features/shipments/i18n/fr.json';
import complaintsEn from '@/features/complaints/i18n/en.json';
import complaintsFr from '@/features/complaints/i18n/fr.json';
import removalVouchersEn from '@/features/removal-vouchers/i18n/en.json';
import removalVouchersFr from '@/features/removal-vouchers/i18n/fr.json';
import subcontractorsEn from '@/features/subcontractors/i18n/en.json';
import subcontractorsFr from '@/features/subcontractors/i18n/fr.json';
import toursEn from '@/features/tours/i18n/en.json';
import toursFr from '@/features/tours/i18n/fr.json';
import usersEn from '@/features/users/i18n/en.json';
import usersFr from '@/features/users/i18n/fr.json';
import commonEn from '@/lib/i18n/en.json';
import commonFr from '@/lib/i18n/fr.json';
import { i18n } from '@/lib/i18n/i18n';

/**
 * Every namespace of the product: `common` and one per feature, French and English, all at
 * once: the types of `t` (src/i18next.d.ts) and the tests read them. The app itself loads them
 * one language and one namespace at a time (i18n-loader.ts).
 */
export const resources = {
  fr: {
    common: commonFr,
    areas: areasFr,
    auth: authFr,
    history: historyFr,
    home: homeFr,
    holders: holdersFr,
    profile: profileFr,
    relayDepots: relayDepotsFr,
    settings: settingsFr,
    complaints: complaintsFr,
    removalVouchers: removalVouchersFr,
    subcontractors: subcontractorsFr,
    tours: toursFr,
    users: usersFr,
    originRegister: originRegisterFr,
    stock: stockFr,
    buyers: buyersFr,
    shipments: shipmentsFr,
  },
  en: {
    common: commonEn,
    areas: areasEn,
    auth: authEn,
    history: historyEn,
    home: homeEn,
    holders: holdersEn,
    profile: profileEn,
    relayDepots: relayDepotsEn,
    settings: settingsEn,
    complaints: complaintsEn,
    removalVouchers: removalVouchersEn,
    subcontractors: subcontractorsEn,
    tours: toursEn,
    users: usersEn,
    originRegister: originRegisterEn,
    stock: stockEn,
    buyers: buyersEn,
    shipments: shipmentsEn,
  },
} as const;

for (const [language, namespaces] of Object.entries(resources)) {
  for (const [namespace, bundle] of Object.entries(namespaces)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}
