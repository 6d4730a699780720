/**
 * A realistic quotation (KpDetail, as the server sends it) for the tests of the KP document
 * composer and the KP PDF: aviation parts with real-looking part numbers, conditions and ATA-style
 * descriptions, one alternate part number, our five legal entities, transport shown separately.
 * Prices are priced the way the pricing module does it (unit price rounded, line = price × qty,
 * VAT per line), and the totals are summed here from the rows, independently of the composer.
 */
import type { KpDetail, KpRow, LegalEntityDetail } from '../../src-shared/api/kp.ts';
import { addBusinessDays } from '../../src-shared/domain/dates.ts';
import type { KpLanguage } from '../../src-shared/domain/kp-versions.ts';
import { roundMoney } from '../../src-shared/domain/money.ts';

export const KP_DATE = '2026-03-05';

interface Part {
  pn: string;
  requested?: string;
  description: string;
  condition: string;
  quantity: number;
  unit: string;
  /** Unit cost in USD. */
  cost: number;
  lead: number;
  certificate: string | null;
}

/** Twelve positions of a real-looking request; the fourth is offered as an alternate. */
export const PARTS: readonly Part[] = [
  {
    pn: '066-50008-0403',
    description: 'Transponder, Mode S, TRA-67A',
    condition: 'OH',
    quantity: 2,
    unit: 'EA',
    cost: 14250,
    lead: 10,
    certificate: 'FAA 8130-3',
  },
  {
    pn: '822-1338-003',
    description: 'GPS receiver GLU-925, multi-mode',
    condition: 'SV',
    quantity: 1,
    unit: 'EA',
    cost: 21800,
    lead: 14,
    certificate: 'EASA Form 1',
  },
  {
    pn: 'C20214-102',
    description: 'Fuel flow transmitter',
    condition: 'NE',
    quantity: 4,
    unit: 'EA',
    cost: 3120.5,
    lead: 5,
    certificate: 'CoC',
  },
  {
    pn: '3291238-3',
    requested: '3291238-1',
    description: 'Air cycle machine, pack ACM',
    condition: 'OH',
    quantity: 1,
    unit: 'EA',
    cost: 78400,
    lead: 21,
    certificate: 'FAA 8130-3',
  },
  {
    pn: 'D23189000-7',
    description: 'Brake assembly, main landing gear, carbon',
    condition: 'OH',
    quantity: 2,
    unit: 'EA',
    cost: 41230,
    lead: 12,
    certificate: 'EASA Form 1',
  },
  {
    pn: '114A3015-4',
    description: 'Hydraulic pump, engine driven (EDP)',
    condition: 'SV',
    quantity: 1,
    unit: 'EA',
    cost: 36900,
    lead: 18,
    certificate: 'FAA 8130-3',
  },
  {
    pn: 'MS28775-228',
    description: 'Packing, preformed O-ring',
    condition: 'NE',
    quantity: 50,
    unit: 'EA',
    cost: 1.84,
    lead: 3,
    certificate: 'CoC',
  },
  {
    pn: 'BACB30LH4-5',
    description: 'Bolt, hex head, close tolerance',
    condition: 'NE',
    quantity: 200,
    unit: 'EA',
    cost: 4.15,
    lead: 3,
    certificate: null,
  },
  {
    pn: '2117108-2',
    description: 'Smoke detector, cargo compartment',
    condition: 'SV',
    quantity: 3,
    unit: 'EA',
    cost: 2890,
    lead: 7,
    certificate: 'EASA Form 1',
  },
  {
    pn: '4059362-906',
    description: 'Cabin pressure controller, digital',
    condition: 'AR',
    quantity: 1,
    unit: 'EA',
    cost: 12650,
    lead: 25,
    certificate: 'FAA 8130-3',
  },
  {
    pn: '7514060-903',
    description: 'Fire extinguisher bottle, engine',
    condition: 'OH',
    quantity: 2,
    unit: 'EA',
    cost: 4475,
    lead: 9,
    certificate: 'FAA 8130-3',
  },
  {
    pn: '65-52811-14',
    description: 'Window assembly, flight compartment, No. 1 L/H, electrically heated',
    condition: 'NE',
    quantity: 1,
    unit: 'EA',
    cost: 18990,
    lead: 30,
    certificate: 'FAA 8130-3',
  },
];

const RU_ENTITY: LegalEntityDetail = {
  id: 1,
  name: 'ООО «Аэродеск Трейдинг»',
  code: 'RU',
  address: 'ул. Ленинградская, д. 39, стр. 6, г. Химки, Московская обл., 141400',
  country: { id: 643, name: 'Россия', code: 'RU' },
  vat_number: '7704123456',
  email: 'sales@aerodesk.ru',
  phone: '+7 495 123-45-67',
  bank: { bank_name: 'ПАО Сбербанк', swift: 'SABRRUMM', account_number: '40702810938000012345' },
};

export const ISSUERS: readonly LegalEntityDetail[] = [
  RU_ENTITY,
  {
    id: 2,
    name: 'Aerodesk Trading Inc.',
    code: 'US',
    address: '1200 NW 78th Ave, Suite 210, Doral, FL 33126',
    country: { id: 840, name: 'United States', code: 'US' },
    vat_number: '59-3741826',
    email: 'sales@aerodesk.us',
    phone: '+1 305 555 0142',
    bank: {
      bank_name: 'JPMorgan Chase Bank, N.A.',
      swift: 'CHASUS33',
      account_number: '000123456789',
    },
  },
  {
    id: 3,
    name: 'Aerodesk Aviation FZE',
    code: 'AE',
    address: 'Dubai Airport Freezone, Building 6W, Block A, Office 512, Dubai',
    country: { id: 784, name: 'United Arab Emirates', code: 'AE' },
    vat_number: '100234567800003',
    email: 'sales@aerodesk.ae',
    phone: '+971 4 299 1234',
    bank: {
      bank_name: 'Emirates NBD',
      swift: 'EBILAEAD',
      account_number: 'AE070331234567890123456',
    },
  },
  {
    id: 4,
    name: 'Aerodesk Parts GmbH',
    code: 'DE',
    address: 'Hermann-Blenk-Straße 22, 38108 Braunschweig',
    country: { id: 276, name: 'Germany', code: 'DE' },
    vat_number: 'DE312345678',
    email: 'sales@aerodesk.de',
    phone: '+49 531 123 4567',
    bank: {
      bank_name: 'Commerzbank AG',
      swift: 'COBADEFFXXX',
      account_number: 'DE89 3704 0044 0532 0130 00',
    },
  },
  {
    id: 5,
    name: 'Aerodesk Asia Pte. Ltd.',
    code: 'SG',
    address: '10 Changi North Way, #03-01, Singapore 498742',
    country: { id: 702, name: 'Singapore', code: 'SG' },
    vat_number: '201912345K',
    email: 'sales@aerodesk.sg',
    phone: '+65 6123 4567',
    bank: null,
  },
];

export const CONDITIONS: Record<KpLanguage, KpDetail['conditions']> = {
  ru: {
    payment: '100% предоплата в течение 5 банковских дней с даты счёта.',
    delivery: 'EXW Химки, Московская обл. Срок поставки указан в рабочих днях с даты оплаты.',
    shipping: 'Доставка до склада покупателя оплачивается отдельно по факту.',
    exchange: '',
    warranty: 'Гарантия 6 месяцев для деталей в состоянии OH и SV, 12 месяцев для NE.',
    loan: '',
  },
  en: {
    payment: 'Net 30 days from the invoice date, by bank transfer.',
    delivery: 'FCA Miami, Incoterms 2020. Lead times are in business days from the PO.',
    shipping: 'Freight charges are prepaid and added to the invoice.',
    exchange: 'Core unit to be returned within 15 days, in repairable condition.',
    warranty: '6 months for overhauled and serviceable parts, 12 months for new parts.',
    loan: '',
  },
};

export interface KpFixtureOptions {
  language?: KpLanguage;
  /** How many rows; the twelve parts repeat with a different dash number beyond twelve. */
  rows?: number;
  vat?: boolean;
  vatColumns?: boolean;
}

/** Units of the quote currency per USD. */
const RUB_PER_USD = 92.5;

export function kpDetailFixture(options: KpFixtureOptions = {}): KpDetail {
  const language = options.language ?? 'ru';
  const count = options.rows ?? PARTS.length;
  const vat = options.vat ?? true;
  const vatValue = language === 'ru' ? 22 : 5;
  const rate = language === 'ru' ? RUB_PER_USD : 1;
  const currency =
    language === 'ru'
      ? { id: 643, name: 'Российский рубль', code: 'RUB', symbol: '₽' }
      : { id: 840, name: 'US dollar', code: 'USD', symbol: '$' };

  const rows: KpRow[] = Array.from({ length: count }, (_, index) => {
    const part = PARTS[index % PARTS.length]!;
    const round = Math.floor(index / PARTS.length);
    const pn = round === 0 ? part.pn : `${part.pn}R${round}`;
    const unitCost = roundMoney(part.cost * rate);
    const margin = 18;
    const unitTransport = roundMoney(unitCost * 0.03);
    const unitPrice = roundMoney(unitCost * (1 + margin / 100));
    const total = roundMoney(unitPrice * part.quantity);
    const lineVat = vat ? roundMoney((total * vatValue) / 100) : 0;
    return {
      index: index + 1,
      position: 500 + index,
      offer: 9000 + index,
      part_number: pn,
      requested_part_number: part.requested && round === 0 ? part.requested : pn,
      description: part.description,
      condition: { id: index, name: part.condition, code: part.condition },
      quantity: part.quantity,
      unit: { id: 1, name: 'Each', code: part.unit },
      unit_cost: unitCost,
      margin_percent: margin,
      unit_transport: unitTransport,
      unit_price: unitPrice,
      total,
      vat: lineVat,
      total_with_vat: roundMoney(total + lineVat),
      lead_time_days: part.lead,
      delivery_date: addBusinessDays(KP_DATE, part.lead + 5),
      certificate: part.certificate,
    };
  });

  const goods = roundMoney(rows.reduce((sum, row) => sum + row.total, 0));
  const transport = roundMoney(
    rows.reduce((sum, row) => sum + row.unit_transport * row.quantity, 0),
  );
  const vatSum = vat
    ? roundMoney(
        rows.reduce((sum, row) => sum + row.vat, 0) + roundMoney((transport * vatValue) / 100),
      )
    : 0;
  const totalNoVat = roundMoney(goods + transport);
  const totals = {
    goods,
    transport,
    totalNoVat,
    vat: vatSum,
    total: roundMoney(totalNoVat + vatSum),
  };

  const client =
    language === 'ru'
      ? {
          id: 77,
          name: 'АО «Авиакомпания Северный ветер»',
          address: 'Шереметьевское ш., д. 2, стр. 1',
          city: 'Москва',
          country: { id: 643, name: 'Россия', code: 'RU' },
          vat_number: '7712345678',
        }
      : {
          id: 78,
          name: 'Gulf Wings Aviation Services LLC',
          address: 'Al Garhoud, Hangar Road 14',
          city: 'Dubai',
          country: { id: 784, name: 'United Arab Emirates', code: 'AE' },
          vat_number: '100987654300003',
        };

  return {
    id: 31,
    number: 'KP-2026-00123',
    version: language === 'ru' ? 1 : 3,
    date: KP_DATE,
    valid_until: '2026-04-04',
    created_by: { id: 3, name: 'Irina Sokolova' },
    currency,
    total: totals.total,
    positions_count: rows.length,
    order: null,
    has_file: false,
    rfq: { id: 4512, number: 'RFQ-2026-04512' },
    client,
    contact:
      language === 'ru'
        ? { id: 91, name: 'Петров Алексей Викторович' }
        : { id: 92, name: 'Omar Haddad' },
    legal_entity: language === 'ru' ? RU_ENTITY : ISSUERS[1]!,
    manager:
      language === 'ru'
        ? { name: 'Соколова Ирина', email: 'i.sokolova@aerodesk.ru', phone: '+7 495 123-45-68' }
        : { name: 'Irina Sokolova', email: 'i.sokolova@aerodesk.us', phone: '+1 305 555 0143' },
    document_type: 0,
    vat,
    vat_value: vatValue,
    vat_columns: options.vatColumns ?? true,
    logistics_on: true,
    include_transport_in_price: false,
    show_transport: true,
    rows,
    totals,
    shown_totals: totals,
    conditions: CONDITIONS[language],
    treaty_number: language === 'ru' ? 'ДП-2025/117' : 'SA-2025-117',
    number_po: 'PO-48213',
  };
}
