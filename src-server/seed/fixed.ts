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

export interface StaffSeed {
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
