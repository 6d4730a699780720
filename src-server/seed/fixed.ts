/** Our own companies and staff: the same at every scale (the demo users live here). */
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import type { Role } from '../../src-shared/domain/roles.ts';

export interface FixedCompany {
  name: string;
  category: number;
  country: string;
  city: string;
  address: string;
  domain: string;
}

/** Our own legal entities (category 3): treaties and quotations are signed by one of them. */
export const LEGAL_ENTITIES: readonly FixedCompany[] = [
  {
    name: 'Aerodesk Trading LLC',
    category: COMPANY_CATEGORY.ownLegalEntity,
    country: 'US',
    city: 'Miami',
    address: '7500 NW 25th Street, Suite 210',
    domain: 'aerodesk.aero',
  },
  {
    name: 'Aerodesk Europe GmbH',
    category: COMPANY_CATEGORY.ownLegalEntity,
    country: 'DE',
    city: 'Hamburg',
    address: 'Weg beim Jäger 193',
    domain: 'aerodesk.eu',
  },
  {
    name: 'Aerodesk Middle East FZE',
    category: COMPANY_CATEGORY.ownLegalEntity,
    country: 'AE',
    city: 'Dubai',
    address: 'Dubai Airport Freezone, Building 6W, Office 318',
    domain: 'aerodesk.ae',
  },
  {
    name: 'Aerodesk Asia Pte. Ltd.',
    category: COMPANY_CATEGORY.ownLegalEntity,
    country: 'SG',
    city: 'Singapore',
    address: '9 Airline Road, #03-12',
    domain: 'aerodesk.sg',
  },
];

/** Our warehouses (category 4). */
export const WAREHOUSES: readonly FixedCompany[] = [
  {
    name: 'Aerodesk Warehouse Miami',
    category: COMPANY_CATEGORY.ownWarehouse,
    country: 'US',
    city: 'Miami',
    address: '2105 NW 102nd Avenue, Bay 4',
    domain: 'aerodesk.aero',
  },
  {
    name: 'Aerodesk Warehouse Hamburg',
    category: COMPANY_CATEGORY.ownWarehouse,
    country: 'DE',
    city: 'Hamburg',
    address: 'Cargo Center Nord, Halle 3',
    domain: 'aerodesk.eu',
  },
  {
    name: 'Aerodesk Warehouse Dubai South',
    category: COMPANY_CATEGORY.ownWarehouse,
    country: 'AE',
    city: 'Dubai',
    address: 'Dubai South Logistics District, Unit B-14',
    domain: 'aerodesk.ae',
  },
  {
    name: 'Aerodesk Warehouse Singapore Changi',
    category: COMPANY_CATEGORY.ownWarehouse,
    country: 'SG',
    city: 'Singapore',
    address: 'Changi Airfreight Centre, Building 115',
    domain: 'aerodesk.sg',
  },
];

interface StaffSeed {
  username?: string;
  role?: Role;
  name: string;
  surname: string;
  eng_name?: string;
  eng_surname?: string;
  position: string;
  supervisor?: string;
  legalEntity: number;
  confirmCode?: boolean;
  timeZone: string;
}

/** The demo users (password `demo`), one per role of spec §6, plus `secure` with a confirm code. */
export const STAFF: readonly StaffSeed[] = [
  {
    username: 'admin',
    role: 'ADMIN',
    name: 'Alexandra',
    surname: 'Novak',
    position: 'System Administrator',
    legalEntity: 0,
    timeZone: 'America/New_York',
  },
  {
    username: 'sales_admin',
    role: 'SALES ADMIN',
    name: 'Marcus',
    surname: 'Hale',
    position: 'Head of Sales',
    supervisor: 'admin',
    legalEntity: 0,
    timeZone: 'America/New_York',
  },
  {
    username: 'sales',
    role: 'SALES MANAGER',
    name: 'Olivia',
    surname: 'Bennett',
    position: 'Sales Manager',
    supervisor: 'sales_admin',
    legalEntity: 0,
    timeZone: 'America/New_York',
  },
  {
    username: 'secure',
    role: 'SALES MANAGER',
    name: 'Grace',
    surname: 'Whitfield',
    position: 'Key Account Manager',
    supervisor: 'sales_admin',
    legalEntity: 1,
    confirmCode: true,
    timeZone: 'Europe/Berlin',
  },
  {
    username: 'logistics',
    role: 'LLP MANAGER',
    name: 'Sofia',
    surname: 'Lindqvist',
    position: 'Logistics Manager',
    supervisor: 'admin',
    legalEntity: 1,
    timeZone: 'Europe/Berlin',
  },
  {
    username: 'parts_search',
    role: 'PARTS SEARCH MANAGER',
    name: 'Ravi',
    surname: 'Menon',
    position: 'Parts Search Manager',
    supervisor: 'sales_admin',
    legalEntity: 2,
    timeZone: 'Asia/Dubai',
  },
  {
    username: 'buyer',
    role: 'PARTS BUYER',
    name: 'Hannah',
    surname: 'Kowalski',
    position: 'Purchasing Manager',
    supervisor: 'admin',
    legalEntity: 1,
    timeZone: 'Europe/Berlin',
  },
  {
    username: 'service_admin',
    role: 'SERVICE REQUESTS ADMIN',
    name: 'Tom',
    surname: 'Fischer',
    position: 'Service Desk Lead',
    supervisor: 'admin',
    legalEntity: 1,
    timeZone: 'Europe/Berlin',
  },
  {
    username: 'warehouse_superman',
    role: 'WAREHOUSE SUPERMAN',
    name: 'Carlos',
    surname: 'Ortega',
    position: 'Warehouse Supervisor',
    supervisor: 'admin',
    legalEntity: 0,
    timeZone: 'America/New_York',
  },
  {
    username: 'warehouse',
    role: 'WAREHOUSEMAN',
    name: 'Jake',
    surname: 'Turner',
    position: 'Warehouseman',
    supervisor: 'warehouse_superman',
    legalEntity: 0,
    timeZone: 'America/New_York',
  },
  {
    username: 'fg_sales_admin',
    role: 'FG SALES ADMIN',
    name: 'Isabel',
    surname: 'Duarte',
    position: 'FG Sales Lead',
    supervisor: 'admin',
    legalEntity: 0,
    timeZone: 'America/New_York',
  },
  {
    username: 'fg_seller',
    role: 'FG SELLER',
    name: 'Nadia',
    surname: 'Haddad',
    position: 'FG Seller',
    supervisor: 'fg_sales_admin',
    legalEntity: 2,
    timeZone: 'Asia/Dubai',
  },
  {
    username: 'auditor',
    role: 'AUDITOR',
    name: 'Peter',
    surname: 'Walsh',
    position: 'Internal Auditor',
    supervisor: 'admin',
    legalEntity: 0,
    timeZone: 'America/New_York',
  },
  {
    username: 'pricing',
    role: 'PRICING ANALYST',
    name: 'Victor',
    surname: 'Lam',
    position: 'Pricing Analyst',
    supervisor: 'sales_admin',
    legalEntity: 3,
    timeZone: 'Asia/Singapore',
  },
  {
    username: 'repair',
    role: 'REPAIR MANAGER',
    name: 'Елена',
    surname: 'Петрова',
    eng_name: 'Elena',
    eng_surname: 'Petrova',
    position: 'Repair Manager',
    supervisor: 'admin',
    legalEntity: 1,
    timeZone: 'Europe/Berlin',
  },
  {
    username: 'repair_search',
    role: 'REPAIR SEARCH MANAGER',
    name: 'Omar',
    surname: 'Farouk',
    position: 'Repair Search Manager',
    supervisor: 'repair',
    legalEntity: 2,
    timeZone: 'Asia/Dubai',
  },
  // Sales staff without a login, so supervisors have teams and companies have managers.
  {
    name: 'Ethan',
    surname: 'Brooks',
    position: 'Sales Manager',
    supervisor: 'sales_admin',
    legalEntity: 0,
    timeZone: 'America/New_York',
  },
  {
    name: 'Chloé',
    surname: 'Laurent',
    position: 'Sales Manager',
    supervisor: 'sales_admin',
    legalEntity: 1,
    timeZone: 'Europe/Paris',
  },
  {
    name: 'Aisha',
    surname: 'Rahman',
    position: 'Sales Manager',
    supervisor: 'sales_admin',
    legalEntity: 2,
    timeZone: 'Asia/Dubai',
  },
  {
    name: 'Kenji',
    surname: 'Tanaka',
    position: 'Sales Manager',
    supervisor: 'sales_admin',
    legalEntity: 3,
    timeZone: 'Asia/Singapore',
  },
  {
    name: 'Лев',
    surname: 'Орлов',
    eng_name: 'Lev',
    eng_surname: 'Orlov',
    position: 'Sales Manager',
    supervisor: 'secure',
    legalEntity: 1,
    timeZone: 'Europe/Berlin',
  },
];

/** Who the `client` demo user is: a contact of the first client company (an airline). */
export const CLIENT_USER = {
  name: 'Daniel',
  surname: 'Moreau',
  position: 'Purchasing Manager',
} as const;

/**
 * Our Russian legal entity (issue 3): it issues the Russian KP versions (kp-versions.ts names it
 * 'RU'). Added after the generated companies, so the ids of everything before it stay as they were.
 */
export const RUSSIAN_LEGAL_ENTITY: FixedCompany & {
  inn: string;
  kpp: string;
  phone: string;
  bank: { name: string; bic: string; account: string; correspondent: string };
} = {
  name: 'ООО «Аэродеск»',
  category: COMPANY_CATEGORY.ownLegalEntity,
  country: 'RU',
  city: 'Москва',
  address: '125167, г. Москва, Ленинградский проспект, д. 37, корп. 9, офис 412',
  domain: 'aerodesk.ru',
  // ИНН of a legal entity: ten digits, the last a check digit (checked in the seed test).
  inn: '7714938476',
  kpp: '771401001',
  phone: '+7 495 555 0147',
  bank: {
    name: 'ПАО Сбербанк',
    bic: 'SABRRUMM',
    account: '40702810938000123456',
    correspondent: '30101810400000000225',
  },
};

/** Sales staff of the Russian entity (no login): managers of Russian-speaking clients. */
export const RUSSIAN_STAFF: readonly Omit<StaffSeed, 'legalEntity'>[] = [
  {
    name: 'Анна',
    surname: 'Смирнова',
    eng_name: 'Anna',
    eng_surname: 'Smirnova',
    position: 'Sales Manager',
    supervisor: 'sales_admin',
    timeZone: 'Europe/Moscow',
  },
  {
    name: 'Дмитрий',
    surname: 'Волков',
    eng_name: 'Dmitry',
    eng_surname: 'Volkov',
    position: 'Key Account Manager',
    supervisor: 'sales_admin',
    timeZone: 'Europe/Moscow',
  },
];

/** The bank accounts our quotations and invoices print, per legal entity of LEGAL_ENTITIES. */
export const LEGAL_ENTITY_BANKS: readonly {
  entity: string;
  bank_name: string;
  swift: string;
  account_number: string;
  currency: string;
}[] = [
  {
    entity: 'Aerodesk Trading LLC',
    bank_name: 'JPMorgan Chase Bank, N.A.',
    swift: 'CHASUS33',
    account_number: '000000483920175',
    currency: 'USD',
  },
  {
    entity: 'Aerodesk Europe GmbH',
    bank_name: 'Deutsche Bank AG',
    swift: 'DEUTDEHHXXX',
    account_number: 'DE89200700000538120400',
    currency: 'EUR',
  },
  {
    entity: 'Aerodesk Middle East FZE',
    bank_name: 'Emirates NBD Bank PJSC',
    swift: 'EBILAEAD',
    account_number: 'AE070260001015830917201',
    currency: 'USD',
  },
  {
    entity: 'Aerodesk Asia Pte. Ltd.',
    bank_name: 'DBS Bank Ltd',
    swift: 'DBSSSGSG',
    account_number: '0720-018453-01-9',
    currency: 'SGD',
  },
];
