/**
 * The authorization matrix: every role × every operation of the contract × where the record
 * lies, with the answer each cell must give. authorization-matrix.test.ts runs every cell
 * against the API on the fixture world (support/world.ts).
 *
 * Roles are the fixture accounts (support/fixture.ts):
 *   SUPER       SUPER_ADMIN, everything everywhere
 *   ADMIN       ADMIN of the Nord region, every action
 *   MANAGER     REGIONAL_MANAGER of the Nord region, READ|CREATE|UPDATE (vouchers READ|UPDATE)
 *   SUB         SUBCONTRACTOR of company subN in Grand Tunis (holder READ, tour READ|UPDATE,
 *               voucher READ|CREATE, driver READ|CREATE|UPDATE, complaint READ|CREATE,
 *               declaration CREATE)
 *   DRIVER      DRIVER of company subN in Grand Tunis (tour READ, voucher READ|CREATE)
 *
 * Targets, seen from company subN:
 *   own         subN's record in Grand Tunis (holderN, depotN, subN, tourN, voucherN,
 *               complaintN, the fixture driver)
 *   rival       the competitor's record in the same zone (holderN2, depotN2, subN2, tourN2,
 *               voucherN2, complaintN2, driverN2)
 *   away        a record of the Sahel, another region (holderC, depotC, subC, tourC, voucherC,
 *               complaintC, driverC)
 *   -           the operation has no target
 *
 * A cell is the exact status, or for lists: IN (200, the target is listed) or OUT (200, it is
 * not). Creates make a record at the target (its zone, its company, its holder); updates change
 * the target; by-zone lists list the target's zone; amendments amend the target's voucher, decided
 * (CONFIRMED) first.
 */

export const ROLES = ['super', 'admin', 'managerNord', 'subcontractor', 'driver'] as const;
export type MatrixRole = (typeof ROLES)[number];
export type Target = 'own' | 'rival' | 'away' | '-';

export const IN = 'IN';
export const OUT = 'OUT';
export type Expected = number | typeof IN | typeof OUT;

export const OPERATIONS = [
  'listHolders',
  'listHoldersByZone',
  'getHolder',
  'updateHolder',
  'createHolder',
  'listRelayDepots',
  'listRelayDepotsByZone',
  'getRelayDepot',
  'updateRelayDepot',
  'createRelayDepot',
  'listSubcontractors',
  'listSubcontractorsByZone',
  'getSubcontractor',
  'updateSubcontractor',
  'createSubcontractor',
  'listTours',
  'getTour',
  'updateTour',
  'createTour',
  'listRemovalVouchers',
  'getRemovalVoucher',
  'updateRemovalVoucher',
  'createRemovalVoucher',
  'listRemovalVoucherAmendments',
  'createRemovalVoucherAmendment',
  'listUsers',
  'getUser',
  'updateUser',
  'createUser',
  'deleteUser',
  'listComplaints',
  'getComplaint',
  'updateComplaint',
  'createComplaint',
  'getHomeStats',
  'listRecordHistory',
  'listHistory',
  'getOriginRegister',
  'getOriginRegisterPdf',
  'createRegion',
  'updateRegion',
  'createZone',
  'updateZone',
  'listHolderDeclarations',
  'createHolderDeclaration',
  'markHolderNonCompliant',
  'liftHolderNonCompliance',
  'listBuyers',
  'getBuyer',
  'updateBuyer',
  'createBuyer',
  'deleteBuyer',
  'listShipments',
  'getShipment',
  'updateShipment',
  'createShipment',
  'dispatchShipment',
  'receiveShipment',
  'getShipmentDeclarationPdf',
  'listStockEntries',
  'getStockBalance',
  'createStockAdjustment',
  'createStockTransfer',
  'closeStockPeriod',
  'getMassBalance',
  'getMassBalanceCsv',
  'getMassBalancePdf',
] as const;
export type Operation = (typeof OPERATIONS)[number];

export type Row = [Operation, Target, Expected, Expected, Expected, Expected, Expected];

// prettier-ignore
export const MATRIX: Row[] = [
  // operation                  target    SUPER  ADMIN  MANAGER SUB    DRIVER
  // A company sees its own company's holders only: a rival's is unknown to it.
  ['listHolders',               'own',    IN,    IN,    IN,     IN,    403],
  ['listHolders',               'rival',  IN,    IN,    IN,     OUT,   403],
  ['listHolders',               'away',   IN,    OUT,   OUT,    OUT,   403],
  ['listHoldersByZone',         'own',    IN,    IN,    IN,     IN,    403],
  ['listHoldersByZone',         'rival',  IN,    IN,    IN,     OUT,   403],
  ['listHoldersByZone',         'away',   IN,    403,   403,    403,   403],
  ['getHolder',                 'own',    200,   200,   200,    200,   403],
  ['getHolder',                 'rival',  200,   200,   200,    404,   403],
  ['getHolder',                 'away',   200,   404,   404,    404,   403],
  ['updateHolder',              'own',    200,   200,   200,    403,   403],
  ['updateHolder',              'rival',  200,   200,   200,    403,   403],
  ['updateHolder',              'away',   200,   404,   404,    403,   403],
  ['createHolder',              'own',    201,   201,   201,    403,   403],
  ['createHolder',              'rival',  201,   201,   201,    403,   403],
  ['createHolder',              'away',   201,   403,   403,    403,   403],

  ['listRelayDepots',           'own',    IN,    IN,    IN,     403,   403],
  ['listRelayDepots',           'rival',  IN,    IN,    IN,     403,   403],
  ['listRelayDepots',           'away',   IN,    OUT,   OUT,    403,   403],
  ['listRelayDepotsByZone',     'own',    IN,    IN,    IN,     403,   403],
  ['listRelayDepotsByZone',     'rival',  IN,    IN,    IN,     403,   403],
  ['listRelayDepotsByZone',     'away',   IN,    403,   403,    403,   403],
  ['getRelayDepot',             'own',    200,   200,   200,    403,   403],
  ['getRelayDepot',             'rival',  200,   200,   200,    403,   403],
  ['getRelayDepot',             'away',   200,   404,   404,    403,   403],
  ['updateRelayDepot',          'own',    200,   200,   200,    403,   403],
  ['updateRelayDepot',          'rival',  200,   200,   200,    403,   403],
  ['updateRelayDepot',          'away',   200,   404,   404,    403,   403],
  ['createRelayDepot',          'own',    201,   201,   201,    403,   403],
  ['createRelayDepot',          'rival',  201,   201,   201,    403,   403],
  ['createRelayDepot',          'away',   201,   403,   403,    403,   403],

  // Creating a subcontractor creates its account: users CREATE, and it hands out
  // removalVoucher CREATE, which the manager does not hold.
  ['listSubcontractors',        'own',    IN,    IN,    IN,     403,   403],
  ['listSubcontractors',        'rival',  IN,    IN,    IN,     403,   403],
  ['listSubcontractors',        'away',   IN,    OUT,   OUT,    403,   403],
  ['listSubcontractorsByZone',  'own',    IN,    IN,    IN,     403,   403],
  ['listSubcontractorsByZone',  'rival',  IN,    IN,    IN,     403,   403],
  ['listSubcontractorsByZone',  'away',   IN,    403,   403,    403,   403],
  ['getSubcontractor',          'own',    200,   200,   200,    403,   403],
  ['getSubcontractor',          'rival',  200,   200,   200,    403,   403],
  ['getSubcontractor',          'away',   200,   404,   404,    403,   403],
  ['updateSubcontractor',       'own',    200,   200,   200,    403,   403],
  ['updateSubcontractor',       'rival',  200,   200,   200,    403,   403],
  ['updateSubcontractor',       'away',   200,   404,   404,    403,   403],
  ['createSubcontractor',       'own',    201,   201,   403,    403,   403],
  ['createSubcontractor',       'rival',  201,   201,   403,    403,   403],
  ['createSubcontractor',       'away',   201,   403,   403,    403,   403],

  // A company sees its own tours (and those assigned to it); a driver, those it drives.
  ['listTours',                 'own',    IN,    IN,    IN,     IN,    IN ],
  ['listTours',                 'rival',  IN,    IN,    IN,     OUT,   OUT],
  ['listTours',                 'away',   IN,    OUT,   OUT,    OUT,   OUT],
  ['getTour',                   'own',    200,   200,   200,    200,   200],
  ['getTour',                   'rival',  200,   200,   200,    404,   404],
  ['getTour',                   'away',   200,   404,   404,    404,   404],
  ['updateTour',                'own',    200,   200,   200,    200,   403],
  ['updateTour',                'rival',  200,   200,   200,    404,   403],
  ['updateTour',                'away',   200,   404,   404,    404,   403],
  ['createTour',                'own',    201,   201,   201,    403,   403],
  ['createTour',                'rival',  201,   201,   201,    403,   403],
  ['createTour',                'away',   201,   403,   403,    403,   403],

  // A company's accounts (its subcontractor account, its drivers) see and write its vouchers.
  ['listRemovalVouchers',       'own',    IN,    IN,    IN,     IN,    IN ],
  ['listRemovalVouchers',       'rival',  IN,    IN,    IN,     OUT,   OUT],
  ['listRemovalVouchers',       'away',   IN,    OUT,   OUT,    OUT,   OUT],
  ['getRemovalVoucher',         'own',    200,   200,   200,    200,   200],
  ['getRemovalVoucher',         'rival',  200,   200,   200,    404,   404],
  ['getRemovalVoucher',         'away',   200,   404,   404,    404,   404],
  ['updateRemovalVoucher',      'own',    200,   200,   200,    403,   403],
  ['updateRemovalVoucher',      'rival',  200,   200,   200,    403,   403],
  ['updateRemovalVoucher',      'away',   200,   404,   404,    403,   403],
  ['createRemovalVoucher',      'own',    201,   201,   403,    201,   201],
  ['createRemovalVoucher',      'rival',  201,   201,   403,    400,   400],
  ['createRemovalVoucher',      'away',   201,   400,   403,    400,   400],
  // A voucher's amendments are read by whoever reads the voucher; amending a decided voucher
  // needs amendment CREATE (administrators and regional managers), within the voucher's area.
  ['listRemovalVoucherAmendments', 'own',  200,   200,   200,    200,   200],
  ['listRemovalVoucherAmendments', 'rival', 200,  200,   200,    404,   404],
  ['listRemovalVoucherAmendments', 'away', 200,   404,   404,    404,   404],
  ['createRemovalVoucherAmendment', 'own', 201,   201,   201,    403,   403],
  ['createRemovalVoucherAmendment', 'rival', 201, 201,   201,    403,   403],
  ['createRemovalVoucherAmendment', 'away', 201,  404,   404,    403,   403],

  // Users: the target is the company's driver. A company manages its own drivers only.
  ['listUsers',                 'own',    IN,    IN,    IN,     IN,    403],
  ['listUsers',                 'rival',  IN,    IN,    IN,     OUT,   403],
  ['listUsers',                 'away',   IN,    OUT,   OUT,    OUT,   403],
  ['getUser',                   'own',    200,   200,   200,    200,   403],
  ['getUser',                   'rival',  200,   200,   200,    404,   403],
  ['getUser',                   'away',   200,   404,   404,    404,   403],
  ['updateUser',                'own',    200,   200,   200,    200,   403],
  ['updateUser',                'rival',  200,   200,   200,    404,   403],
  ['updateUser',                'away',   200,   404,   404,    404,   403],
  ['createUser',                'own',    201,   201,   201,    201,   403],
  ['createUser',                'rival',  201,   201,   201,    400,   403],
  ['createUser',                'away',   201,   403,   403,    403,   403],

  // Complaints follow their holder's zone, and for a company its own holders (and its own
  // complaints); contact details are hidden, not the complaint. A company complains about its
  // own company's holders: a rival's is an unknown reference (400 on holderId).
  ['listComplaints',            'own',    IN,    IN,    IN,     IN,    403],
  ['listComplaints',            'rival',  IN,    IN,    IN,     OUT,   403],
  ['listComplaints',            'away',   IN,    OUT,   OUT,    OUT,   403],
  ['getComplaint',              'own',    200,   200,   200,    200,   403],
  ['getComplaint',              'rival',  200,   200,   200,    404,   403],
  ['getComplaint',              'away',   200,   404,   404,    404,   403],
  ['updateComplaint',           'own',    200,   200,   200,    403,   403],
  ['updateComplaint',           'rival',  200,   200,   200,    403,   403],
  ['updateComplaint',           'away',   200,   404,   404,    403,   403],
  ['createComplaint',           'own',    201,   201,   201,    201,   403],
  ['createComplaint',           'rival',  201,   201,   201,    400,   403],
  ['createComplaint',           'away',   201,   400,   400,    400,   403],

  ['getHomeStats',              '-',      200,   200,   200,    200,   200],

  // A record's history (here a holder's) is read by whoever reads the record, as its GET; the
  // History list needs history READ (the administrators') and keeps to the caller's area.
  ['listRecordHistory',         'own',    200,   200,   200,    200,   403],
  ['listRecordHistory',         'rival',  200,   200,   200,    404,   403],
  ['listRecordHistory',         'away',   200,   404,   404,    404,   403],
  ['listHistory',               'own',    IN,    IN,    403,    403,   403],
  ['listHistory',               'rival',  IN,    IN,    403,    403,   403],
  ['listHistory',               'away',   IN,    OUT,   403,    403,   403],
  // The auditor's register: declaration READ, the holders of the caller's area (a company's
  // accounts record declarations but do not read the register).
  ['getOriginRegister',         'own',    IN,    IN,    IN,     403,   403],
  ['getOriginRegister',         'rival',  IN,    IN,    IN,     403,   403],
  ['getOriginRegister',         'away',   IN,    OUT,   OUT,    403,   403],
  ['getOriginRegisterPdf',      '-',      200,   200,   200,    403,   403],

  // The organisation's map (regions, zones and the delegations they serve): super
  // administrators only; everyone signed in reads it.
  ['createRegion',              '-',      201,   403,   403,    403,   403],
  ['updateRegion',              '-',      200,   403,   403,    403,   403],
  ['createZone',                '-',      201,   403,   403,    403,   403],
  ['updateZone',                '-',      200,   403,   403,    403,   403],

  // A holder's declarations: read with the holder (holder READ), recorded with declaration
  // CREATE (staff and the holder's own company, at a visit), marked non-compliant and lifted
  // with declaration UPDATE (administrators); each within the holder's reach. Each mark is
  // lifted at once, so that the cells after it may still plan and collect the holder.
  ['listHolderDeclarations',    'own',    200,   200,   200,    200,   403],
  ['listHolderDeclarations',    'rival',  200,   200,   200,    404,   403],
  ['listHolderDeclarations',    'away',   200,   404,   404,    404,   403],
  ['createHolderDeclaration',   'own',    201,   201,   201,    201,   403],
  ['createHolderDeclaration',   'rival',  201,   201,   201,    404,   403],
  ['createHolderDeclaration',   'away',   201,   404,   404,    404,   403],
  ['markHolderNonCompliant',    'own',    200,   200,   403,    403,   403],
  ['liftHolderNonCompliance',   'own',    200,   200,   403,    403,   403],
  ['markHolderNonCompliant',    'rival',  200,   200,   403,    403,   403],
  ['liftHolderNonCompliance',   'rival',  200,   200,   403,    403,   403],
  ['markHolderNonCompliant',    'away',   200,   404,   403,    403,   403],
  ['liftHolderNonCompliance',   'away',   200,   404,   403,    403,   403],

  // Buyers belong to no area: buyer READ reads them all (regional managers read them), the
  // administrators write them; a company's accounts hold no buyer right.
  ['listBuyers',                '-',      IN,    IN,    IN,     403,   403],
  ['getBuyer',                  '-',      200,   200,   200,    403,   403],
  ['updateBuyer',               '-',      200,   200,   403,    403,   403],
  ['createBuyer',               '-',      201,   201,   403,    403,   403],
  ['deleteBuyer',               '-',      204,   204,   403,    403,   403],

  // A shipment belongs to its depot's place (the depot's zones); regional managers plan,
  // dispatch and receive them within their area; a company's accounts hold no shipment right.
  // Each target's shipment is changed while planned, then dispatched, received and declared.
  ['listShipments',             'own',    IN,    IN,    IN,     403,   403],
  ['listShipments',             'rival',  IN,    IN,    IN,     403,   403],
  ['listShipments',             'away',   IN,    OUT,   OUT,    403,   403],
  ['getShipment',               'own',    200,   200,   200,    403,   403],
  ['getShipment',               'rival',  200,   200,   200,    403,   403],
  ['getShipment',               'away',   200,   404,   404,    403,   403],
  ['updateShipment',            'own',    200,   200,   200,    403,   403],
  ['updateShipment',            'rival',  200,   200,   200,    403,   403],
  ['updateShipment',            'away',   200,   404,   404,    403,   403],
  ['createShipment',            'own',    201,   201,   201,    403,   403],
  ['createShipment',            'rival',  201,   201,   201,    403,   403],
  ['createShipment',            'away',   201,   400,   400,    403,   403],
  ['dispatchShipment',          'own',    200,   200,   200,    403,   403],
  ['dispatchShipment',          'rival',  200,   200,   200,    403,   403],
  ['dispatchShipment',          'away',   200,   404,   404,    403,   403],
  ['receiveShipment',           'own',    200,   200,   200,    403,   403],
  ['receiveShipment',           'rival',  200,   200,   200,    403,   403],
  ['receiveShipment',           'away',   200,   404,   404,    403,   403],
  ['getShipmentDeclarationPdf', 'own',    200,   200,   200,    403,   403],
  ['getShipmentDeclarationPdf', 'rival',  200,   200,   200,    403,   403],
  ['getShipmentDeclarationPdf', 'away',   200,   404,   404,    403,   403],
  // A depot's stock: stock READ to read its ledger and the mass balance, CREATE to adjust it or
  // transfer from it, UPDATE to close a period (administrators; managers read and move); on
  // depots within the caller's area. A company's account has none. A transfer goes from the
  // target to another depot of Grand Tunis; one from outside the area is an unknown reference.
  ['listStockEntries',          'own',    200,   200,   200,    403,   403],
  ['listStockEntries',          'rival',  200,   200,   200,    403,   403],
  ['listStockEntries',          'away',   200,   404,   404,    403,   403],
  ['getStockBalance',           'own',    200,   200,   200,    403,   403],
  ['getStockBalance',           'rival',  200,   200,   200,    403,   403],
  ['getStockBalance',           'away',   200,   404,   404,    403,   403],
  ['createStockAdjustment',     'own',    201,   201,   201,    403,   403],
  ['createStockAdjustment',     'rival',  201,   201,   201,    403,   403],
  ['createStockAdjustment',     'away',   201,   404,   404,    403,   403],
  ['createStockTransfer',       'own',    201,   201,   201,    403,   403],
  ['createStockTransfer',       'rival',  201,   201,   201,    403,   403],
  ['createStockTransfer',       'away',   201,   400,   400,    403,   403],
  ['closeStockPeriod',          'own',    201,   201,   403,    403,   403],
  ['closeStockPeriod',          'rival',  201,   201,   403,    403,   403],
  ['closeStockPeriod',          'away',   201,   404,   403,    403,   403],
  ['getMassBalance',            'own',    200,   200,   200,    403,   403],
  ['getMassBalance',            'rival',  200,   200,   200,    403,   403],
  ['getMassBalance',            'away',   200,   404,   404,    403,   403],
  ['getMassBalanceCsv',         'own',    200,   200,   200,    403,   403],
  ['getMassBalanceCsv',         'rival',  200,   200,   200,    403,   403],
  ['getMassBalanceCsv',         'away',   200,   404,   404,    403,   403],
  ['getMassBalancePdf',         'own',    200,   200,   200,    403,   403],
  ['getMassBalancePdf',         'rival',  200,   200,   200,    403,   403],
  ['getMassBalancePdf',         'away',   200,   404,   404,    403,   403],

  // Last: a deleted driver is gone for the cells after it.
  ['deleteUser',                'own',    204,   204,   403,    403,   403],
  ['deleteUser',                'rival',  204,   204,   403,    403,   403],
  ['deleteUser',                'away',   204,   404,   403,    403,   403],
];
