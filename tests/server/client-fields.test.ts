/**
 * What each audience gets, over HTTP, from every GET route the server registers (read from Fastify
 * itself, so a new route is walked too):
 * - the `client` demo user, with the ids of its own company, RFQs, KPs and orders, receives only
 *   the fields of CLIENT_FIELDS below (the explicit list the issue asks for; it is written here,
 *   not derived from the table it checks), and no number equal to what we pay for those records;
 * - staff who do not price (logistics, buyer, FG seller, parts search) receive no cost or margin
 *   anywhere, and are refused the margin tables;
 * - every field any answer carries (walked as the admin) has an audience in audience.ts.
 * Public routes (health: no token, no caller) are outside audiences and not walked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkAnswer } from '../../src-shared/api/answers.ts';
import { endpointKey } from '../../src-shared/api/endpoint.ts';
import { DECLARED_ENDPOINTS } from '../../src-shared/api/endpoints.ts';
import {
  audienceOf,
  ROUTE_RESPONSES,
  routeKey,
  viewerOf,
  type FieldRule,
} from '../../src-shared/domain/audience.ts';
import { EXTRA_MARGIN_ORDERING } from '../../src-server/areas/company/routes.ts';
import {
  companyOfUser,
  contactIdOf,
  login,
  servedRoutes,
  serverForTests,
  type Session,
} from './helpers.ts';

const { server } = serverForTests();

/**
 * Every field a client may receive, by route, as a path of field names (list items add no
 * segment). `*` is any one name (the keys of a map), `**` anything below (JSON the user saved
 * itself). A path that leads to a listed one (an object, or null in its place) is allowed.
 */
const REF = ['id', 'name'];
const REF_ITEM = ['id', 'name', 'code', 'symbol', 'days'];
const under = (prefix: string, fields: readonly string[]) => fields.map((f) => `${prefix}.${f}`);
const SERVICE_REQUEST_FIELDS = [
  'id',
  'number',
  'comment',
  'status',
  'due_date',
  ...under('company', REF),
  ...under('created_by', REF),
  ...under('in_work_by', REF),
  'taken_at',
  'created_at',
  'updated_at',
  'comments_count',
  'text_comments.id',
  'text_comments.text',
  ...under('text_comments.author', REF),
  'text_comments.created_at',
];

/** An order position as the client reads it (its order's and across orders). */
const ORDER_POSITION_FIELDS = () => [
  'id',
  'order',
  'index',
  'part_number',
  'description',
  ...under('condition', REF_ITEM),
  'quantity',
  ...under('unit', REF_ITEM),
  'unit_price',
  'total',
  'active_status',
  'esd_date',
  'deadline',
];

const PAGE = (fields: readonly string[]) => [
  'count',
  'next',
  'previous',
  ...under('results', fields),
];

const RFQ_ITEM = [
  'id',
  'number',
  'created_at',
  'deadline',
  ...under('company', REF),
  ...under('contact', REF),
  ...under('rfq_manager', REF),
  'priority',
  'is_repair',
  ...under('sale_type', REF),
  'in_work',
  'in_archive',
  'full_quoted',
  'activity_status',
  ...under('rfq_status', REF),
  'positions_count',
  'kp_count',
  'comment',
];
const KP_SUMMARY = [
  'id',
  'number',
  'version',
  'date',
  'valid_until',
  ...under('created_by', REF),
  ...under('currency', REF_ITEM),
  'total',
  'positions_count',
  'order',
  'has_file',
];
const KP_ROW = [
  'index',
  'position',
  'part_number',
  'requested_part_number',
  'description',
  ...under('condition', REF_ITEM),
  'quantity',
  ...under('unit', REF_ITEM),
  'unit_transport',
  'unit_price',
  'total',
  'vat',
  'total_with_vat',
  'lead_time_days',
  'delivery_date',
  'certificate',
];
const COUNTRY = ['id', 'name', 'code'];
const COMPANY_ITEM = [
  'id',
  'name',
  ...under('category', REF),
  ...under('country', COUNTRY),
  'city',
  ...under('holding_company', REF),
  'email',
  'phone',
  'website',
  'vat_number',
  ...under('manager', REF),
  'deals_count',
  'created_at',
];
const ADDRESS = [
  'id',
  ...under('country', COUNTRY),
  'city',
  'address',
  'zip_code',
  'contact_name',
  'phone',
];
const CONTACT = ['id', 'name', 'surname', 'email', 'phone', 'position', ...under('company', REF)];
const CONDITIONS = ['payment', 'delivery', 'shipping', 'exchange', 'warranty', 'loan'];
const ORDER_ITEM = [
  'id',
  'number',
  'date',
  ...under('company', REF),
  'kp.id',
  'kp.number',
  'rfq.id',
  'rfq.number',
  ...under('manager', REF),
  ...under('status', REF),
  'priority',
  ...under('currency', REF_ITEM),
  'total',
  'total_vat',
  'positions_count',
  'active_positions_count',
  'archive',
  'po_number',
  'treaty_number',
  'delivery_date',
];

const CLIENT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'GET /:role/home/base_info/': under('*', REF_ITEM),
  'GET /:role/home/user_info/': [
    'id',
    'username',
    ...under('contact', CONTACT),
    'user_groups',
    'url',
    ...under('company', REF),
    ...under('companies', REF),
    'quotes_mail.id',
    'quotes_mail.email',
    'quotes_mail.name',
    'quotes_phone.id',
    'quotes_phone.phone',
    'quotes_phone.name',
    'table_setting.**',
    'productsHeaderList',
    'preset_settings.setting.**',
    'preset_settings.active_setting.**',
  ],
  'GET /:role/quotes_mail/': ['id', 'email', 'name'],
  'GET /:role/quotes_phone/': ['id', 'phone', 'name'],
  'GET /:role/contact/selector/': CONTACT,
  // Its own profile: where a person sits in our company (supervisor, legal entity) is not in it.
  'GET /:role/contact/:id/': [
    ...CONTACT,
    'eng_name',
    'eng_surname',
    'telegram_link',
    'time_zone',
    'username',
    'user_groups',
    'created_at',
  ],
  'GET /:role/company/': PAGE(COMPANY_ITEM),
  'GET /:role/company/:id/': [
    ...COMPANY_ITEM,
    'address',
    ...under('company_pick_up_address', ADDRESS),
    ...under('company_ship_address', ADDRESS),
    'company_guidings.id',
    ...under('company_guidings.contact', [...CONTACT, 'telegram_link', 'time_zone']),
    'company_guidings.is_main',
    ...under('bank_properties', [
      'id',
      'bank_name',
      'swift',
      'account_number',
      'correspondent_account',
      ...under('currency', REF_ITEM),
    ]),
    ...under('company_deals', [
      'id',
      'number',
      'date',
      'total',
      ...under('currency', REF_ITEM),
      ...under('status', REF),
    ]),
    ...under('parts_produced', ['id', 'part_number', 'description', 'ata_chapter']),
    'treaties_count',
  ],
  'GET /:role/company/:id/treaties/': [
    'id',
    'number',
    'date',
    'valid_until',
    ...under('legal_entity', REF),
    ...under('currency', REF_ITEM),
    'payment_terms',
    'is_active',
  ],
  'GET /api/selectors/holding/': REF,
  'GET /:role/company_selector/': ['id', 'name', 'category'],
  'GET /:role/files_map/:model/:ownerUuid/': [
    'uuid',
    'name',
    'original_name',
    'category',
    'owner_uuid',
    'model',
    'size',
    'content_type',
    'sha256',
    'approved',
    ...under('uploaded_by', REF),
    'created_at',
  ],
  'GET /:role/rfq/': PAGE(RFQ_ITEM),
  'GET /:role/rfq/:id/': [
    ...RFQ_ITEM,
    ...under('positions', [
      'id',
      'rfq',
      'index',
      'requested_part_number',
      'inventory.id',
      'inventory.part_number',
      'inventory.description',
      'quantity',
      ...under('unit', REF_ITEM),
      ...under('condition', REF_ITEM),
      'comment',
    ]),
    ...under('rfq_kp', KP_SUMMARY),
  ],
  'GET /:role/rfq/:id/kp/': KP_SUMMARY,
  'GET /:role/rfq/:id/kp/:kpId/': [
    ...KP_SUMMARY,
    'rfq.id',
    'rfq.number',
    ...under('client', ['id', 'name', 'address', 'city', 'vat_number']),
    ...under('client.country', COUNTRY),
    ...under('contact', REF),
    'legal_entity.id',
    'legal_entity.name',
    ...under('manager', ['name', 'email', 'phone']),
    'vat',
    'vat_value',
    'logistics_on',
    'include_transport_in_price',
    ...under('rows', KP_ROW),
    ...under('shown_totals', ['goods', 'transport', 'totalNoVat', 'vat', 'total']),
    ...under('conditions', CONDITIONS),
    'treaty_number',
    'number_po',
  ],
  'GET /:role/kp_position/': [
    ...KP_ROW,
    'id',
    'kp.id',
    'kp.number',
    'kp.date',
    'kp.version',
    'rfq.id',
    'rfq.number',
    ...under('client', REF),
    ...under('currency', REF_ITEM),
  ],
  'GET /:role/currency_rate/': ['rates.*', 'timestamp'],
  'GET /:role/summary_order/': PAGE(ORDER_ITEM),
  'GET /:role/order/': PAGE(ORDER_ITEM),
  'GET /:role/order/:id/': [
    ...ORDER_ITEM,
    'vat',
    'vat_value',
    ...under('conditions', CONDITIONS),
    ...under('legal_entity', REF),
  ],
  'GET /:role/order/:id/order_position/': ORDER_POSITION_FIELDS(),
  // A client's own service requests, whole: the thread is between it and us.
  'GET /api/service_requests/': PAGE(SERVICE_REQUEST_FIELDS),
  'GET /api/service_requests/:id/': SERVICE_REQUEST_FIELDS,
};

/** What never reaches a staff role that does not price, under any route. */
const COST_AND_MARGIN = [
  'unit_cost',
  'margin_percent',
  'extra_margin',
  'margin_by_user',
  'marginByUserInRFQHead',
  'unit_price_by_user',
];

// ---------------------------------------------------------------- the registered GET routes

// ---------------------------------------------------------------- the client's own records

interface Records {
  companyId: number;
  companyUuid: string;
  rfqs: number[];
  kps: { rfq: number; kp: number }[];
  kpsWithFile: { rfq: number; kp: number }[];
  orders: number[];
  offer: number;
  offerPartNumber: string;
  fileUuid: string;
  serviceRequest: number;
  clientContact: number;
  salesContact: number;
}

let records: Records;

/** The real paths of a GET route, for the records above; undefined: the test does not know it. */
function pathsOf(route: string, role: string): string[] | undefined {
  const path = route.slice('GET '.length).replace(':role', role).replace(/^\//, '');
  const { rfqs, kps, orders } = records;
  const fill: Record<string, () => string[]> = {
    'GET /:role/company/:id/': () => [path.replace(':id', String(records.companyId))],
    'GET /:role/company/:id/treaties/': () => [path.replace(':id', String(records.companyId))],
    'GET /:role/company/:id/text_conditions/': () => [
      path.replace(':id', String(records.companyId)),
    ],
    'GET /:role/rfq/': () =>
      ['not_in_work', 'in_work', 'archive'].map((list) => `${path}?list=${list}&page_size=30`),
    'GET /:role/rfq/:id/': () => rfqs.map((id) => path.replace(':id', String(id))),
    'GET /:role/rfq/:id/kp/': () => rfqs.map((id) => path.replace(':id', String(id))),
    'GET /:role/rfq/:id/kp/:kpId/': () =>
      kps.map((kp) => path.replace(':id', String(kp.rfq)).replace(':kpId', String(kp.kp))),
    'GET /:role/rfq/:id/kp/:kpId/file/': () =>
      records.kpsWithFile.map((kp) =>
        path.replace(':id', String(kp.rfq)).replace(':kpId', String(kp.kp)),
      ),
    'GET /:role/summary_order/': () => [`${path}?page_size=30`, `${path}?archive=true`],
    'GET /:role/order_position/': () => [`${path}?page_size=30`],
    'GET /:role/order/': () => [`${path}?page_size=30`],
    'GET /:role/order/:id/': () => orders.map((id) => path.replace(':id', String(id))),
    'GET /:role/order/:id/order_position/': () =>
      orders.map((id) => path.replace(':id', String(id))),
    'GET /:role/offer/:id/': () => [path.replace(':id', String(records.offer))],
    'GET /api/service_requests/:id/': () => [path.replace(':id', String(records.serviceRequest))],
    'GET /:role/base_settings/:id/': () => [path.replace(':id', '1')],
    'GET /:role/purchase_order/:id/': () => [path.replace(':id', '1')],
    'GET /:role/purchase_order/:id/get_excel/': () => [path.replace(':id', '1')],
    // The demo's first products are the purchase's, awaited; 5000 follow in every state.
    'GET /:role/product/': () => [`${path}?page_size=30`, `${path}?archived=true&page_size=30`],
    'GET /:role/product/:id/': () => ['1', '100', '2000'].map((id) => path.replace(':id', id)),
    'GET /:role/product/:id/extra_data/': () => ['1', '100'].map((id) => path.replace(':id', id)),
    'GET /:role/product/:id/get_children/': () => [path.replace(':id', '100')],
    'GET /:role/order_position/:id/products_for_booking/': () => [path.replace(':id', '1')],
    'GET /:role/inventory/:id/products_aggregation/': () => [path.replace(':id', '1')],
    'GET /:role/product_request/': () => [`${path}?page_size=30`, `${path}?closed=true`],
    'GET /:role/product_request/:id/': () => ['1', '10'].map((id) => path.replace(':id', id)),
    'GET /:role/stocktaking/:id/': () => ['1', '2'].map((id) => path.replace(':id', id)),
    'GET /:role/stocktaking/:id/missing/': () => [path.replace(':id', '2')],
    'GET /:role/consolidation/': () => [
      `${path}?page_size=30`,
      `${path}?archived_consolidations=true`,
    ],
    'GET /:role/consolidation/:id/': () => ['1', '2', '3'].map((id) => path.replace(':id', id)),
    'GET /:role/offer/:id/history/': () => [path.replace(':id', String(records.offer))],
    'GET /:role/offer/median_price/': () => [
      `${path}?part_number=${encodeURIComponent(records.offerPartNumber)}`,
    ],
    'GET /:role/product/:id/get_reasonable_assessment/': () =>
      ['100', '2000'].map((id) => path.replace(':id', id)),
    'GET /:role/full_assessments/': () => [`${path}?page_size=30`, `${path}?status=approved`],
    'GET /:role/full_assessments/:id/': () => ['1', '2', '3'].map((id) => path.replace(':id', id)),
    'GET /:role/download/:uuid/': () => [path.replace(':uuid', records.fileUuid)],
    'GET /:role/files_map/:model/:ownerUuid/': () => [
      path.replace(':model', 'company').replace(':ownerUuid', records.companyUuid),
    ],
    'GET /:role/file_owners/:model/': () => [
      path.replace(':model', 'order'),
      `${path.replace(':model', 'product')}?search=1`,
    ],
    'GET /:role/contact/selector/': () => [path, `${path}?search=my`],
    'GET /:role/contact/:id/': () => [path.replace(':id', String(records.clientContact))],
    'GET /:role/contact/:id/history/': () => [path.replace(':id', String(records.salesContact))],
    'GET /:role/contact/:id/short_history/': () => [
      path.replace(':id', String(records.salesContact)),
    ],
    'GET /:role/history/:model/:id/': () => [
      path.replace(':model/:id', `service_request/${records.serviceRequest}`),
      path.replace(':model/:id', `company/${records.companyId}`),
    ],
    'GET /:role/get_historical_kp_positions/': () => [`${path}?part_number=A`],
  };
  if (fill[route]) return fill[route]();
  return path.includes(':') ? undefined : [path];
}

// ---------------------------------------------------------------- walking answers

/** Every field path of a JSON value (list items add no segment). */
function fieldPaths(value: unknown, prefix = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) fieldPaths(item, prefix, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      into.add(path);
      fieldPaths(field, path, into);
    }
  }
  return into;
}

function numbersIn(value: unknown, into: number[] = []): number[] {
  if (typeof value === 'number') into.push(value);
  else if (Array.isArray(value)) for (const item of value) numbersIn(item, into);
  else if (value !== null && typeof value === 'object')
    for (const field of Object.values(value)) numbersIn(field, into);
  return into;
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('.');
  const have = path.split('.');
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '**') return have.length > i;
    if (i >= have.length) return false;
    if (want[i] !== '*' && want[i] !== have[i]) return false;
  }
  return have.length === want.length;
}

/** A path is allowed when it is listed, or leads to a listed one (its object, or null there). */
function allowed(list: readonly string[], path: string): boolean {
  return list.some(
    (entry) =>
      matches(entry, path) ||
      matches(entry.split('.').slice(0, path.split('.').length).join('.'), path),
  );
}

/** Whether audience.ts gives the field at `path` a rule. */
function declared(rule: FieldRule, path: readonly string[]): boolean {
  if (path.length === 0) return true;
  if (typeof rule === 'string') return false;
  if (rule.kind === 'opaque') return true;
  const [head, ...rest] = path;
  const next = rule.kind === 'map' ? rule.each : rule.fields[head as string];
  return next !== undefined && declared(next, rest);
}

interface Answer {
  route: string;
  path: string;
  status: number;
  json: unknown;
}

async function walk(session: Session, routes: readonly string[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const route of routes) {
    const paths = pathsOf(route, session.role);
    if (!paths) throw new Error(`${route}: teach this test the ids to call it with`);
    for (const path of paths) {
      const response = await fetch(new URL(path, server.baseUrl), {
        headers: { Authorization: `JWT ${session.access}` },
      });
      const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
      const json: unknown = isJson ? await response.json() : await response.arrayBuffer();
      expect(response.status, `${path}: ${JSON.stringify(isJson ? json : '')}`).toBeLessThan(500);
      answers.push({ route, path, status: response.status, json: isJson ? json : undefined });
    }
  }
  return answers;
}

let getRoutes: string[];

/** A route that answers without a token (health) is public: it has no caller to shape for. */
async function isPublic(route: string): Promise<boolean> {
  if (route.includes(':')) return false;
  const response = await fetch(new URL(route.slice('GET /'.length), server.baseUrl));
  return response.status !== 401;
}

beforeAll(async () => {
  getRoutes = [];
  for (const route of servedRoutes(server.app))
    if (route.startsWith('GET ') && !(await isPublic(route))) getRoutes.push(route);
  expect(getRoutes.length).toBeGreaterThanOrEqual(30);
  const own = await companyOfUser(server.db, 'client');
  const rfqs = await server.db
    .selectFrom('rfq')
    .select('id')
    .where('company_id', '=', own.id)
    .orderBy('id')
    .execute();
  const kps = await server.db
    .selectFrom('kp')
    .innerJoin('rfq', 'rfq.id', 'kp.rfq_id')
    .select(['kp.id', 'kp.rfq_id', 'rfq.in_archive'])
    .where('rfq.company_id', '=', own.id)
    .orderBy('kp.id')
    .execute();
  const orders = await server.db
    .selectFrom('sales_order')
    .select('id')
    .where('company_id', '=', own.id)
    .orderBy('id')
    .execute();
  const offer = await server.db
    .selectFrom('supplier_offer as so')
    .innerJoin('inventory as i', 'i.id', 'so.inventory_id')
    .select(['so.id', 'i.part_number'])
    .orderBy('so.id')
    .executeTakeFirstOrThrow();
  // The sales manager issues a PDF for one of the client's KPs, and files one on its company.
  const sales = await login(server, 'sales');
  // A KP is issued while its RFQ is open: a quoted RFQ's documents are frozen (freeze.ts).
  const first = kps.find((kp) => !kp.in_archive);
  if (!first || orders.length === 0) throw new Error('the demo client has no open KPs or orders');
  const form = new FormData();
  form.append('file', new Blob(['%PDF-1.4\n% issued\n'], { type: 'application/pdf' }), 'kp.pdf');
  const issued = await fetch(
    new URL(`sales/rfq/${first.rfq_id}/kp/${first.id}/file/`, server.baseUrl),
    { method: 'POST', headers: { Authorization: `JWT ${sales.access}` }, body: form },
  );
  expect(issued.status).toBe(201);
  const upload = new FormData();
  upload.append('file', new Blob(['treaty scan']), 'treaty.txt');
  upload.append('name', 'Treaty scan');
  upload.append('category', 'contract');
  upload.append('uuid', own.uuid);
  upload.append('model', 'company');
  const uploaded = await fetch(new URL('sales/upload/', server.baseUrl), {
    method: 'POST',
    headers: { Authorization: `JWT ${sales.access}` },
    body: upload,
  });
  expect(uploaded.status).toBe(201);
  // The client files a service request of its own, and the admin answers it.
  const client = await login(server, 'client');
  const filed = await fetch(new URL('api/service_requests/', server.baseUrl), {
    method: 'POST',
    headers: { Authorization: `JWT ${client.access}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ comment: 'Please resend the certificate of our last part.' }),
  });
  expect(filed.status).toBe(201);
  const serviceRequest = ((await filed.json()) as { id: number }).id;
  const answered = await fetch(
    new URL(
      `api/service_requests/${serviceRequest}/add_comment_to_service_request/`,
      server.baseUrl,
    ),
    {
      method: 'POST',
      headers: { Authorization: `JWT ${sales.access}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'Sent again today.' }),
    },
  );
  expect(answered.status).toBe(201);
  records = {
    companyId: own.id,
    companyUuid: own.uuid,
    rfqs: rfqs.map((row) => row.id),
    kps: kps.map((row) => ({ rfq: row.rfq_id, kp: row.id })),
    kpsWithFile: [{ rfq: first.rfq_id, kp: first.id }],
    orders: orders.map((row) => row.id),
    offer: offer.id,
    offerPartNumber: offer.part_number,
    fileUuid: ((await uploaded.json()) as { uuid: string }).uuid,
    serviceRequest,
    clientContact: await contactIdOf(server.db, 'client'),
    salesContact: await contactIdOf(server.db, 'sales'),
  };
});

describe('a client', () => {
  let answers: Answer[];

  beforeAll(async () => {
    answers = await walk(await login(server, 'client'), getRoutes);
  });

  it('is walked through every GET route it can reach, with its own records', () => {
    const reached = new Set(answers.filter((a) => a.status === 200).map((a) => a.route));
    // Everything the client screens read, at least: a route added later is walked as well.
    for (const route of Object.keys(CLIENT_FIELDS)) expect(reached, route).toContain(route);
    expect(reached).toContain('GET /:role/rfq/:id/kp/:kpId/file/');
    expect(answers.filter((a) => a.route === 'GET /:role/rfq/:id/').length).toBe(
      records.rfqs.length,
    );
    expect(records.kps.length).toBeGreaterThan(0);
  });

  it('receives no field that is not on the client list, in any answer', () => {
    console.log(
      `client allowlist: ${Object.values(CLIENT_FIELDS).reduce((n, list) => n + list.length, 0)} fields over ${Object.keys(CLIENT_FIELDS).length} routes`,
    );
    const extra: string[] = [];
    for (const answer of answers) {
      if (answer.status !== 200 || answer.json === undefined) continue;
      const list = CLIENT_FIELDS[answer.route];
      if (!list) {
        extra.push(`${answer.route}: a JSON answer to the client that the list does not know`);
        continue;
      }
      for (const path of fieldPaths(answer.json))
        if (!allowed(list, path)) extra.push(`${answer.route} ${path}`);
    }
    expect([...new Set(extra)]).toEqual([]);
  });

  it('gets no number equal to what we pay for its own KP rows', async () => {
    const costs = await server.db
      .selectFrom('kp_row as r')
      .innerJoin('kp', 'kp.id', 'r.kp_id')
      .innerJoin('rfq', 'rfq.id', 'kp.rfq_id')
      .innerJoin('supplier_offer as so', 'so.id', 'r.offer_id')
      .select(['r.unit_cost', 'so.price'])
      .where('rfq.company_id', '=', records.companyId)
      .execute();
    const cents = (n: number) => Math.round(n * 100);
    // Whole small numbers are counts, quantities and ids everywhere: only amounts are compared.
    const paid = new Set(
      costs
        .flatMap((row) => [Number(row.unit_cost), Number(row.price)])
        .filter((n) => n >= 100 || !Number.isInteger(n))
        .map(cents),
    );
    expect(paid.size).toBeGreaterThan(0);
    const leaks = answers.flatMap((answer) =>
      numbersIn(answer.json)
        .filter((n) => paid.has(cents(n)))
        .map((n) => `${answer.path}: ${n}`),
    );
    expect(leaks).toEqual([]);
  });

  it('is refused what is wholly ours: margins, condition texts, other clients’ prices', () => {
    for (const route of [
      'GET /:role/margin/',
      'GET /:role/transport_margin/',
      'GET /:role/text_condition/',
      'GET /:role/get_historical_kp_positions/',
      // Positions across orders are our follow-up work; a client reads its orders' own.
      'GET /:role/order_position/',
    ])
      expect(answers.find((a) => a.route === route)?.status, route).toBe(403);
  });
});

describe.each(['logistics', 'buyer', 'fg_seller', 'parts_search'])(
  'staff that does not price (%s)',
  (username) => {
    let answers: Answer[];

    beforeAll(async () => {
      answers = await walk(await login(server, username), getRoutes);
    });

    it('gets no unit cost or margin from any answer', () => {
      const reached = answers.filter((a) => a.status === 200 && a.json !== undefined);
      expect(reached.length).toBeGreaterThan(3);
      const leaks = reached.flatMap((answer) =>
        [...fieldPaths(answer.json)]
          .filter((path) => COST_AND_MARGIN.includes(path.split('.').at(-1) ?? ''))
          .map((path) => `${answer.route} ${path}`),
      );
      expect([...new Set(leaks)]).toEqual([]);
    });

    it('is refused the margin tables', () => {
      for (const route of ['GET /:role/margin/', 'GET /:role/transport_margin/']) {
        const answer = answers.find((a) => a.route === route);
        expect(answer?.status, route).toBe(403);
      }
    });
  },
);

describe('sorting by a field not sent', () => {
  it('is refused to those not sent it (400), and works for the roles that price', async () => {
    for (const username of ['logistics', 'client']) {
      const session = await login(server, username);
      for (const ordering of ['extra_margin', '-extra_margin']) {
        const response = await fetch(
          new URL(`${session.role}/company/?ordering=${ordering}`, server.baseUrl),
          { headers: { Authorization: `JWT ${session.access}` } },
        );
        expect(response.status, `${username} ${ordering}`).toBe(400);
        expect(await response.json()).toEqual({ ordering: [EXTRA_MARGIN_ORDERING] });
      }
    }
    const sales = await login(server, 'sales');
    const sorted = await fetch(new URL('sales/company/?ordering=-extra_margin', server.baseUrl), {
      headers: { Authorization: `JWT ${sales.access}` },
    });
    expect(sorted.status).toBe(200);
  });
});

describe('the pricing roles', () => {
  it('read cost and margin in kp_position (sales manager and auditor)', async () => {
    for (const username of ['sales', 'auditor']) {
      const session = await login(server, username);
      const answers = await walk(session, ['GET /:role/kp_position/', 'GET /:role/margin/']);
      for (const answer of answers) expect(answer.status, answer.path).toBe(200);
      const paths = fieldPaths(answers[0]?.json);
      expect(paths).toContain('unit_cost');
      expect(paths).toContain('margin_percent');
    }
  });
});

describe('audience.ts', () => {
  it('gives every field of every GET answer an audience (walked as the admin)', async () => {
    const answers = await walk(await login(server, 'admin'), getRoutes);
    const undecided: string[] = [];
    for (const answer of answers) {
      if (answer.status !== 200 || answer.json === undefined) continue;
      const rule = ROUTE_RESPONSES[routeKey('GET', answer.route.slice(4))];
      if (!rule) {
        undecided.push(`${answer.route}: no rule`);
        continue;
      }
      expect(audienceOf(rule)).toBeDefined();
      for (const path of fieldPaths(answer.json))
        if (!declared(rule, path.split('.'))) undecided.push(`${answer.route} ${path}`);
    }
    expect([...new Set(undecided)]).toEqual([]);
  });
});

describe('the declared response schemas (src-shared/api)', () => {
  it.each([
    ['admin', 'pricing'],
    ['parts_search', 'staff'],
    ['client', 'client'],
  ])('describe every declared GET answer %s receives (%s)', async (username, audience) => {
    const session = await login(server, username);
    const viewer = viewerOf(session.claims.user_groups, session.claims.url);
    expect(viewer).toBe(audience);
    // Public endpoints (health) have no caller to shape for: walked by their own tests.
    const declared = DECLARED_ENDPOINTS.filter(
      (e) => e.method === 'GET' && !e.stream && e.areas !== undefined,
    );
    const routes = declared.map(endpointKey).filter((key) => getRoutes.includes(key));
    expect(routes.length).toBe(declared.length);
    const answers = await walk(session, routes);
    const drifts: string[] = [];
    for (const answer of answers) {
      if (answer.status !== 200 || answer.json === undefined) continue;
      const endpoint = declared.find((e) => endpointKey(e) === answer.route);
      try {
        if (endpoint) checkAnswer(endpoint, viewer, answer.json);
      } catch (error) {
        drifts.push(`${answer.path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(drifts).toEqual([]);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
  });
});
