import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CollectFrequencyType,
  ComplaintStatus,
  HistoryAction,
  HistoryRecordKind,
  HolderCategory,
  HolderStatus,
  OtpPurpose,
  RemovalVoucherStatus,
  SectorCode,
  ShipmentStatus,
  SupplierStatus,
  UserRole,
  UserStatus,
} from '@generated/model';

/** A contract enum's values in its order, as the non-empty tuple `pgEnum` takes. */
const valuesOf = <T extends Record<string, string>>(values: T) =>
  Object.values(values) as [T[keyof T], ...T[keyof T][]];

// Millisecond precision: the ETag is the ISO `updatedAt`, which JavaScript dates carry to the ms.
const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const createdAt = () => instant('created_at').notNull().defaultNow();
const updatedAt = () => instant('updated_at').notNull().defaultNow();
const id = () => uuid('id').primaryKey().defaultRandom();

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const searchable = <S extends string, C extends string = never>(
  shown: readonly S[],
  contacts: readonly C[] = [],
) => ({ shown, contacts, all: [...shown, ...contacts] });

/**
 * The columns each record's text search reads, by property: `shown` to whoever reads the record,
 * `contacts` only to those who see its contact details (`holderSearch`). The record's `search`
 * column joins them all, lower-cased; server/tests/search.test.ts holds the migrations to it.
 */
export const SEARCHABLE = {
  holders: searchable(['name', 'number', 'city', 'address'], ['contact', 'contactEmail']),
  relayDepots: searchable(['code', 'name', 'address', 'email']),
  users: searchable(['firstName', 'lastName', 'email', 'phoneNumber', 'phoneDigits', 'cin']),
};

/** Lower-cased concatenation of the searchable columns, kept by PostgreSQL for a trigram index. */
const searchText = (columns: () => AnyPgColumn[]) =>
  text('search')
    .notNull()
    .generatedAlwaysAs((): SQL =>
      sql.join(
        columns().map((column) => sql`lower(coalesce(${sql.raw(column.name)}, ''))`),
        sql` || ' ' || `,
      ),
    );

// The enums' values come from the contract; their order is the one the migrations created
// (tests/enums.test.ts compares them with the database).
export const userRole = pgEnum('user_role', valuesOf(UserRole));
export const userStatus = pgEnum('user_status', valuesOf(UserStatus));
export const holderStatus = pgEnum('holder_status', valuesOf(HolderStatus));
export const supplierStatus = pgEnum('supplier_status', valuesOf(SupplierStatus));
export const sectorCode = pgEnum('sector_code', valuesOf(SectorCode));
export const holderCategory = pgEnum('holder_category', valuesOf(HolderCategory));
export const collectFrequencyType = pgEnum(
  'collect_frequency_type',
  valuesOf(CollectFrequencyType),
);
export const voucherStatus = pgEnum('removal_voucher_status', valuesOf(RemovalVoucherStatus));
export const complaintStatus = pgEnum('complaint_status', valuesOf(ComplaintStatus));
export const otpPurpose = pgEnum('otp_purpose', valuesOf(OtpPurpose));

// Regions and zones are the organisation's own (imported from its CSV file, then kept in the
// app); governorates and delegations are the country's, shipped by migration 0009.
export const regions = pgTable('regions', {
  id: id(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const zones = pgTable(
  'zones',
  {
    id: id(),
    name: text('name').notNull().unique(),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('zones_region_idx').on(t.regionId)],
);

export const governorates = pgTable('governorates', {
  id: id(),
  name: text('name').notNull().unique(),
});

export const delegations = pgTable(
  'delegations',
  {
    id: id(),
    name: text('name').notNull(),
    /** The zone that serves it; none until the organisation places it in one. */
    zoneId: uuid('zone_id').references(() => zones.id),
    governorateId: uuid('governorate_id')
      .notNull()
      .references(() => governorates.id),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [
    index('delegations_zone_idx').on(t.zoneId),
    index('delegations_governorate_idx').on(t.governorateId),
    uniqueIndex('delegations_governorate_name_uq').on(t.governorateId, t.name),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    // Digits only, so that "+216 98 123 456" and "+21698123456" are the same login.
    phoneDigits: text('phone_digits'),
    cin: text('cin').notNull(),
    role: userRole('role').notNull(),
    status: userStatus('status').notNull().default('PENDING'),
    profilePicture: text('profile_picture'),
    passwordHash: text('password_hash').notNull(),
    /** The company of a DRIVER account; null for every other role. */
    subcontractorId: uuid('subcontractor_id').references((): AnyPgColumn => subcontractors.id),
    /** The language the user chose for the interface (fr, en); null until they choose. */
    language: text('language').$type<'fr' | 'en'>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: instant('deleted_at'),
    search: searchText((): AnyPgColumn[] => SEARCHABLE.users.all.map((key) => users[key])),
  },
  (t) => [
    uniqueIndex('users_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_phone_uq')
      .on(t.phoneDigits)
      .where(sql`${t.deletedAt} is null`),
    index('users_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
    index('users_last_name_idx').on(t.lastName, t.id),
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_subcontractor_idx').on(t.subcontractorId),
  ],
);

export const permissions = pgTable(
  'permissions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    holder: text('holder').notNull().default(''),
    relayDepot: text('relay_depot').notNull().default(''),
    subcontractor: text('subcontractor').notNull().default(''),
    tour: text('tour').notNull().default(''),
    removalVoucher: text('removal_voucher').notNull().default(''),
    driver: text('driver').notNull().default(''),
    users: text('users').notNull().default(''),
    complaint: text('complaint').notNull().default(''),
    history: text('history').notNull().default(''),
    declaration: text('declaration').notNull().default(''),
    amendment: text('amendment').notNull().default(''),
    stock: text('stock').notNull().default(''),
    buyer: text('buyer').notNull().default(''),
    shipment: text('shipment').notNull().default(''),
    regionId: uuid('region_id').references(() => regions.id),
    zoneId: uuid('zone_id').references(() => zones.id),
  },
  (t) => [
    index('permissions_region_idx').on(t.regionId),
    index('permissions_zone_idx').on(t.zoneId),
  ],
);

export const relayDepots = pgTable(
  'relay_depots',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    capacity: doublePrecision('capacity').notNull(),
    quantity: doublePrecision('quantity').notNull().default(0),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: searchText((): AnyPgColumn[] =>
      SEARCHABLE.relayDepots.all.map((key) => relayDepots[key]),
    ),
  },
  (t) => [
    // The ledger's balance (stock_entries), kept by its trigger: never below zero.
    check('relay_depots_quantity_check', sql`${t.quantity} >= 0`),
    uniqueIndex('relay_depots_code_uq').on(t.code),
    index('relay_depots_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
    index('relay_depots_name_idx').on(t.name, t.id),
  ],
);

export const relayDepotZones = pgTable(
  'relay_depot_zones',
  {
    relayDepotId: uuid('relay_depot_id')
      .notNull()
      .references(() => relayDepots.id, { onDelete: 'cascade' }),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => zones.id),
  },
  (t) => [
    primaryKey({ columns: [t.relayDepotId, t.zoneId] }),
    index('relay_depot_zones_zone_idx').on(t.zoneId),
  ],
);

export const subcontractors = pgTable(
  'subcontractors',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    contractStartDate: instant('contract_start_date').notNull(),
    contractEndDate: instant('contract_end_date').notNull(),
    companyName: text('company_name').notNull(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => zones.id),
    relayDepotId: uuid('relay_depot_id')
      .notNull()
      .references(() => relayDepots.id),
    collectionCapacity: doublePrecision('collection_capacity').notNull(),
    assignedTankCapacity: doublePrecision('assigned_tank_capacity').notNull(),
    fleetSize: integer('fleet_size').notNull(),
    vehicleCapacities: jsonb('vehicle_capacities').$type<number[]>().notNull().default([]),
    managerSubcontractorId: uuid('manager_subcontractor_id').references(
      (): AnyPgColumn => subcontractors.id,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subcontractors_zone_idx').on(t.zoneId),
    index('subcontractors_depot_idx').on(t.relayDepotId),
    index('subcontractors_company_trgm').using('gin', sql`lower(${t.companyName}) gin_trgm_ops`),
    index('subcontractors_company_idx').on(t.companyName, t.id),
  ],
);

export const holders = pgTable(
  'holders',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    oilType: text('oil_type').notNull(),
    storageCapacity: doublePrecision('storage_capacity').notNull(),
    contact: text('contact').notNull(),
    contactLandline: text('contact_landline'),
    sectorCode: sectorCode('sector_code').notNull(),
    sectorSActCode: sectorCode('sector_s_act_code').notNull(),
    identificationDate: instant('identification_date').notNull(),
    subcontractorAssignmentStartDate: instant('subcontractor_assignment_start_date').notNull(),
    postalCode: integer('postal_code').notNull(),
    city: text('city').notNull(),
    netAmount: doublePrecision('net_amount').notNull(),
    latestTankAssignment: text('latest_tank_assignment').notNull(),
    latestTankAssignmentDate: instant('latest_tank_assignment_date').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    number: text('number').notNull(),
    delegationId: uuid('delegation_id')
      .notNull()
      .references(() => delegations.id),
    subcontractorId: uuid('subcontractor_id').references(() => subcontractors.id),
    status: holderStatus('status').notNull().default('PENDING'),
    supplierStatus: supplierStatus('supplier_status').notNull(),
    category: holderCategory('category').notNull(),
    collectFrequencyType: collectFrequencyType('collect_frequency_type').notNull(),
    collectFrequencyNumber: integer('collect_frequency_number').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: instant('deleted_at'),
    search: searchText((): AnyPgColumn[] => SEARCHABLE.holders.all.map((key) => holders[key])),
  },
  (t) => [
    uniqueIndex('holders_number_uq').on(t.number),
    index('holders_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
    index('holders_delegation_idx').on(t.delegationId),
    index('holders_subcontractor_idx').on(t.subcontractorId),
    // Lists only show live holders: partial indexes let PostgreSQL count and page them from the
    // index alone, and (column, id) pairs serve ORDER BY column, id LIMIT n without sorting.
    index('holders_live_idx')
      .on(t.delegationId, t.status)
      .where(sql`deleted_at is null`),
    ...(
      [
        ['name', t.name],
        ['city', t.city],
        ['postal_code', t.postalCode],
        ['status', t.status],
        ['supplier_status', t.supplierStatus],
        ['category', t.category],
        ['storage_capacity', t.storageCapacity],
        ['identification_date', t.identificationDate],
        ['created', t.createdAt],
        ['updated', t.updatedAt],
      ] as const
    ).map(([name, column]) =>
      index(`holders_${name}_idx`)
        .on(column, t.id)
        .where(sql`deleted_at is null`),
    ),
    index('holders_sector_code_idx').on(t.sectorCode),
    // The origin register reads every live holder's id in order, within the caller's reach
    // (delegation, company): from this index alone, without a sort.
    index('holders_live_id_idx')
      .on(t.id, t.delegationId, t.subcontractorId)
      .where(sql`deleted_at is null`),
  ],
);

/** Numbers the tours' references. */
export const tourReferenceSeq = pgSequence('tour_reference_seq');

/**
 * Live holders (deleted_at is null) per delegation and status, kept by triggers on `holders`
 * (migration 0007): list totals filtered by area and status without counting every row.
 */
export const holderCounts = pgTable(
  'holder_counts',
  {
    delegationId: uuid('delegation_id').notNull(),
    status: holderStatus('status').notNull(),
    live: integer('live').notNull(),
  },
  (t) => [primaryKey({ columns: [t.delegationId, t.status] })],
);

export const tours = pgTable(
  'tours',
  {
    id: id(),
    subcontractorId: uuid('subcontractor_id')
      .notNull()
      .references(() => subcontractors.id),
    assignedSubcontractorId: uuid('assigned_subcontractor_id').references(() => subcontractors.id),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => zones.id),
    relayDepotId: uuid('relay_depot_id')
      .notNull()
      .references(() => relayDepots.id),
    driverId: uuid('driver_id').references(() => users.id),
    // T-<year of creation>-<number>: readable on the phone and on paper, unique.
    reference: text('reference')
      .notNull()
      .default(
        sql`'T-' || to_char(now() at time zone 'Africa/Tunis', 'YYYY') || '-' || lpad(nextval('tour_reference_seq')::text, 4, '0')`,
      ),
    plannedDate: date('planned_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tours_reference_uq').on(t.reference),
    index('tours_planned_idx').on(t.plannedDate, t.id),
    index('tours_zone_idx').on(t.zoneId),
    index('tours_subcontractor_idx').on(t.subcontractorId),
    index('tours_assigned_idx').on(t.assignedSubcontractorId),
    index('tours_depot_idx').on(t.relayDepotId),
    index('tours_driver_idx').on(t.driverId),
    index('tours_created_idx').on(t.createdAt, t.id),
  ],
);

export const tourHolders = pgTable(
  'tour_holders',
  {
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    holderId: uuid('holder_id')
      .notNull()
      .references(() => holders.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.position] }),
    index('tour_holders_holder_idx').on(t.holderId),
  ],
);

export interface ExtractedTankRow {
  tankNumber: number;
  extractedQuantity: number;
  observations?: string;
}

export const removalVouchers = pgTable(
  'removal_vouchers',
  {
    id: id(),
    number: text('number').notNull(),
    extractedTanks: jsonb('extracted_tanks').$type<ExtractedTankRow[]>().notNull(),
    /**
     * The sum of the tanks' litres, and whether it is above the holder's declared capacity: kept
     * by triggers on removal_vouchers and holders (migration 0013), for the vouchers' flags.
     */
    litres: doublePrecision('litres').notNull().default(0),
    overCapacity: boolean('over_capacity').notNull().default(false),
    dueSum: doublePrecision('due_sum').notNull(),
    holderId: uuid('holder_id')
      .notNull()
      .references(() => holders.id),
    removalDate: date('removal_date', { mode: 'string' }).notNull(),
    status: voucherStatus('status').notNull().default('AWAITING'),
    decisionDate: instant('decision_date'),
    decisionComment: text('decision_comment'),
    comments: text('comments').notNull().default(''),
    observations: text('observations').notNull().default(''),
    holderSignature: text('holder_signature'),
    subcontractorId: uuid('subcontractor_id')
      .notNull()
      .references(() => subcontractors.id),
    /**
     * The depot the oil was delivered to: required for new vouchers, null on the vouchers made
     * before the stock ledger (never guessed; the ledger and the mass balance list them apart).
     */
    relayDepotId: uuid('relay_depot_id').references(() => relayDepots.id),
    actualSubcontractorId: uuid('actual_subcontractor_id')
      .notNull()
      .references(() => subcontractors.id),
    signature: text('signature').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('removal_vouchers_number_uq').on(t.number),
    index('removal_vouchers_number_trgm').using('gin', sql`lower(${t.number}) gin_trgm_ops`),
    index('removal_vouchers_holder_idx').on(t.holderId),
    index('removal_vouchers_subcontractor_idx').on(t.subcontractorId),
    index('removal_vouchers_actual_idx').on(t.actualSubcontractorId),
    index('removal_vouchers_status_idx').on(t.status, t.id),
    index('removal_vouchers_date_idx').on(t.removalDate, t.id),
    index('removal_vouchers_created_idx').on(t.createdAt, t.id),
    index('removal_vouchers_depot_idx').on(t.relayDepotId),
  ],
);

/**
 * Litres collected at each holder per calendar month (its vouchers CONFIRMED or AWAITING a
 * decision), and the median of the six months before (null with fewer than 3 of them collected),
 * kept by triggers on removal_vouchers (migration holder_months): a voucher's UNUSUAL_MONTH flag
 * reads one row.
 */
export const holderMonths = pgTable(
  'holder_months',
  {
    holderId: uuid('holder_id')
      .notNull()
      .references(() => holders.id),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    litres: doublePrecision('litres').notNull(),
    median: doublePrecision('median'),
  },
  (t) => [primaryKey({ columns: [t.holderId, t.month] })],
);

/** The sealed fields of a voucher an amendment changed, before or after it (only those). */
export interface AmendedFieldsRow {
  extractedTanks?: ExtractedTankRow[];
  dueSum?: number;
  holderId?: string;
  removalDate?: string;
  holderSignature?: string | null;
  signature?: string;
  photos?: string[];
}

/** Corrections of decided (sealed) vouchers: who, when, why, each changed field before and after. */
export const voucherAmendments = pgTable(
  'voucher_amendments',
  {
    id: id(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => removalVouchers.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    // The role the author had when amending: it may change later.
    authorRole: userRole('author_role').notNull(),
    reason: text('reason').notNull(),
    before: jsonb('before').$type<AmendedFieldsRow>().notNull(),
    after: jsonb('after').$type<AmendedFieldsRow>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('voucher_amendments_voucher_idx').on(t.voucherId, t.createdAt)],
);

export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    holderId: uuid('holder_id').references(() => holders.id),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: complaintStatus('status').notNull().default('OPEN'),
    resolution: text('resolution'),
    resolvedAt: instant('resolved_at'),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('complaints_holder_idx').on(t.holderId),
    index('complaints_status_idx').on(t.status, t.id),
    index('complaints_created_idx').on(t.createdAt, t.id),
  ],
);

export const uploads = pgTable('uploads', {
  id: id(),
  fileName: text('file_name').notNull().unique(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdById: uuid('created_by_id').references(() => users.id),
  createdAt: createdAt(),
});

/**
 * A holder's signed self-declaration (ISCC point of origin): its current one is its latest by
 * `signed_on`, valid for a year. Rows are never changed: a renewal is a new row.
 */
export const holderDeclarations = pgTable(
  'holder_declarations',
  {
    id: id(),
    holderId: uuid('holder_id')
      .notNull()
      .references(() => holders.id),
    signedOn: date('signed_on', { mode: 'string' }).notNull(),
    signerName: text('signer_name').notNull(),
    signerRole: text('signer_role').notNull(),
    scanUploadId: uuid('scan_upload_id').references(() => uploads.id),
    signatureUploadId: uuid('signature_upload_id').references(() => uploads.id),
    textVersion: text('text_version').notNull(),
    overTenTonnes: boolean('over_ten_tonnes').notNull(),
    animalFat: boolean('animal_fat').notNull(),
    createdAt: createdAt(),
    createdById: uuid('created_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    index('holder_declarations_holder_idx').on(t.holderId, t.signedOn, t.createdAt),
    check(
      'holder_declarations_signed_check',
      sql`${t.scanUploadId} is not null or ${t.signatureUploadId} is not null`,
    ),
  ],
);

/**
 * A holder marked non-compliant (on ISCC's list of non-compliant points of origin): it is while
 * a row of it has no `lifted_at`. No tour stop and no voucher is created for it meanwhile.
 */
export const holderNonCompliance = pgTable(
  'holder_non_compliance',
  {
    id: id(),
    holderId: uuid('holder_id')
      .notNull()
      .references(() => holders.id),
    since: date('since', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    isccReference: text('iscc_reference').notNull(),
    createdAt: createdAt(),
    createdById: uuid('created_by')
      .notNull()
      .references(() => users.id),
    liftedAt: instant('lifted_at'),
    liftedById: uuid('lifted_by').references(() => users.id),
    liftReason: text('lift_reason'),
  },
  (t) => [
    // At most one open marking per holder.
    uniqueIndex('holder_non_compliance_open_uq')
      .on(t.holderId)
      .where(sql`lifted_at is null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    // sha256 of the bearer token: a copy of the table does not yield usable tokens.
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: otpPurpose('purpose').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: text('id').primaryKey(),
    // Null for a login that matches no account: the challenge exists so that the answer looks
    // the same, and no code can ever satisfy it.
    userId: uuid('user_id').references(() => users.id),
    purpose: otpPurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    // Where its code went, the kind of login typed: a resend goes the same way. Null before
    // migration 0008 (then the account's e-mail, else its phone).
    channel: text('channel', { enum: ['email', 'sms'] }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    invalidatedAt: instant('invalidated_at'),
  },
  (t) => [index('otp_challenges_user_idx').on(t.userId)],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: instant('window_start').notNull(),
  count: integer('count').notNull(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.operation, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: id(),
    // Orders mails sent within the same millisecond.
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    login: text('login'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('dev_outbox_recipient_idx').on(t.recipient)],
);

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const historyAction = pgEnum('history_action', valuesOf(HistoryAction));
export const historyRecordKind = pgEnum('history_record_kind', valuesOf(HistoryRecordKind));

/**
 * Every change of every record, written in the transaction of the change (server/history):
 * append-only, kept at least five years, never purged (server/README.md, History). The actor's
 * name and role and the record's label are copies of the moment; `region_ids` and `zone_ids`
 * are the record's area then (a depot serves several zones), for the scope of the History list.
 */
export const history = pgTable(
  'history',
  {
    id: id(),
    // Orders the entries of one transaction, which share `at`.
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    at: instant('at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    actorRole: userRole('actor_role'),
    address: text('address'),
    action: historyAction('action').notNull(),
    recordKind: historyRecordKind('record_kind').notNull(),
    recordId: uuid('record_id').notNull(),
    recordLabel: text('record_label').notNull(),
    changes: jsonb('changes').notNull(),
    reason: text('reason'),
    regionIds: uuid('region_ids').array().notNull(),
    zoneIds: uuid('zone_ids').array().notNull(),
  },
  (t) => [
    index('history_record_idx').on(t.recordKind, t.recordId, t.at.desc(), t.seq.desc()),
    index('history_at_idx').on(t.at.desc(), t.seq.desc()),
    index('history_actor_idx').on(t.actorId, t.at.desc(), t.seq.desc()),
  ],
);

/**
 * The processors and exporters the oil is sold to (docs/decisions/0024). A buyer belongs to no
 * area; one that shipments name is never deleted.
 */
export const buyers = pgTable(
  'buyers',
  {
    id: id(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    address: text('address').notNull(),
    certificateNumber: text('certificate_number').notNull(),
    certificateValidFrom: date('certificate_valid_from', { mode: 'string' }).notNull(),
    certificateValidUntil: date('certificate_valid_until', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('buyers_name_idx').on(t.name, t.id),
    index('buyers_country_idx').on(t.country, t.id),
    index('buyers_valid_until_idx').on(t.certificateValidUntil, t.id),
    index('buyers_created_idx').on(t.createdAt, t.id),
  ],
);

export const shipmentStatus = pgEnum('shipment_status', valuesOf(ShipmentStatus));

/** Numbers the sustainability declarations of dispatched shipments (SD-<year>-<number>). */
export const sustainabilityDeclarationSeq = pgSequence('sustainability_declaration_seq');

/**
 * Oil sent out of a depot to a buyer: PLANNED, then DISPATCHED (its net weight leaves the depot's
 * stock ledger, its declaration is numbered), then RECEIVED (the buyer's weight).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    relayDepotId: uuid('relay_depot_id')
      .notNull()
      .references(() => relayDepots.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    contractNumber: text('contract_number').notNull(),
    dispatchDate: date('dispatch_date', { mode: 'string' }).notNull(),
    vehicleNumber: text('vehicle_number').notNull(),
    transportDocumentNumber: text('transport_document_number').notNull(),
    grossWeightKg: doublePrecision('gross_weight_kg').notNull(),
    netWeightKg: doublePrecision('net_weight_kg').notNull(),
    densityKgPerLitre: doublePrecision('density_kg_per_litre').notNull().default(0.92),
    moistureImpuritiesPercent: doublePrecision('moisture_impurities_percent'),
    freeFattyAcidsPercent: doublePrecision('free_fatty_acids_percent'),
    status: shipmentStatus('status').notNull().default('PLANNED'),
    declarationNumber: text('declaration_number'),
    dispatchedAt: instant('dispatched_at'),
    receivedDate: date('received_date', { mode: 'string' }),
    receivedWeightKg: doublePrecision('received_weight_kg'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipments_declaration_number_uq').on(t.declarationNumber),
    index('shipments_depot_idx').on(t.relayDepotId, t.dispatchDate),
    index('shipments_buyer_idx').on(t.buyerId),
    index('shipments_dispatch_date_idx').on(t.dispatchDate, t.id),
    index('shipments_created_idx').on(t.createdAt, t.id),
    check('shipments_net_check', sql`${t.netWeightKg} <= ${t.grossWeightKg}`),
  ],
);

/** The kinds of a depot's stock movements (server/resources/stock/ledger.ts says each one's sign). */
export const STOCK_ENTRY_KINDS = [
  'OPENING',
  'IN',
  'OUT',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'ADJUSTMENT',
] as const;
export type StockEntryKind = (typeof STOCK_ENTRY_KINDS)[number];

/**
 * A depot's stock ledger: every movement of oil in or out of it, never deleted. `litres` and
 * `kg` are signed (an input positive, an output negative); the depot's `quantity` is their sum,
 * kept by a trigger (migration stock_ledger), and never below zero. Entries of a closed period
 * (`stock_periods`) can no longer be added, changed or deleted (the same migration's trigger).
 */
export const stockEntries = pgTable(
  'stock_entries',
  {
    id: id(),
    // Orders the entries of one day.
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    relayDepotId: uuid('relay_depot_id')
      .notNull()
      .references(() => relayDepots.id),
    kind: text('kind').$type<StockEntryKind>().notNull(),
    /** The calendar day of the movement (decision 0010). */
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    litres: doublePrecision('litres').notNull(),
    kg: doublePrecision('kg').notNull(),
    /** kg per litre used between the two: 0.92 unless measured. */
    density: doublePrecision('density').notNull(),
    /** The confirmed voucher of an IN entry (or of its correction). */
    voucherId: uuid('voucher_id').references(() => removalVouchers.id),
    /** The shipment of an OUT entry (the shipments' table, no foreign key here). */
    shipmentId: uuid('shipment_id'),
    /** The two entries of a transfer share it. */
    transferId: uuid('transfer_id'),
    /** A measured correction's stock measured in the tank; its litres are the difference. */
    measuredLitres: doublePrecision('measured_litres'),
    reason: text('reason'),
    createdAt: createdAt(),
    createdById: uuid('created_by').references(() => users.id),
  },
  (t) => [
    index('stock_entries_depot_day_idx').on(t.relayDepotId, t.occurredOn, t.seq),
    index('stock_entries_voucher_idx').on(t.voucherId),
    index('stock_entries_shipment_idx').on(t.shipmentId),
    index('stock_entries_transfer_idx').on(t.transferId),
    check(
      'stock_entries_kind_check',
      sql`${t.kind} in ('OPENING', 'IN', 'OUT', 'TRANSFER_OUT', 'TRANSFER_IN', 'ADJUSTMENT')`,
    ),
    check('stock_entries_density_check', sql`${t.density} > 0`),
    check(
      'stock_entries_reason_check',
      sql`${t.kind} <> 'ADJUSTMENT' or length(trim(${t.reason})) > 0`,
    ),
  ],
);

/**
 * A depot's closed periods: the entries of a day up to `closed_through` can no longer be added,
 * changed or deleted (a correction goes into the next open period, with its reason).
 */
export const stockPeriods = pgTable(
  'stock_periods',
  {
    id: id(),
    relayDepotId: uuid('relay_depot_id')
      .notNull()
      .references(() => relayDepots.id),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    closedAt: instant('closed_at').notNull().defaultNow(),
    closedById: uuid('closed_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('stock_periods_depot_to_uq').on(t.relayDepotId, t.toDay),
    check('stock_periods_days_check', sql`${t.fromDay} <= ${t.toDay}`),
  ],
);
