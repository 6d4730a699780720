/**
 * Bad input against every registered route, derived from the route's own declaration (its path,
 * query and body schemas, route.ts `registeredRoutes`): values of the wrong type (JSON's `null`,
 * `""`, `false`, `[]`, `true` where a number is wanted...), text with a NUL or half a UTF-16
 * pair, text past its limit, dates PostgreSQL refuses or we do not accept, ids written as
 * aliases (`0x10`, `1e1`, `016`) in the path and the query, bodies that are not JSON objects,
 * form-encoded bodies, broken multipart. Each answer must be a 4xx (400 where the schema refuses
 * it), never a 5xx, and no row of the database, no file on disk may change.
 *
 * A fixed set of cases per route, built the same way every run: fast enough for every CI run.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idSchema } from '../../src-shared/api/fields.ts';
import { registeredRoutes, type RegisteredRoute } from '../../src-server/http/route.ts';
import { contactIdOf, serverForTests } from './helpers.ts';
import {
  casesFor,
  changeWatch,
  hasMessage,
  loadFixtures,
  pathOf,
  MISSING_ID,
  rawCall,
  uploadFixtureFiles,
  type Fixtures,
} from './route-walk.ts';

type Schema = NonNullable<RegisteredRoute['body']>;

const NUL = 'walk\u0000text';
const SURROGATE = 'walk\ud800text';
const BAD_DATES = [
  '0000-01-01',
  '2023-02-30',
  '2023-13-01',
  '1899-12-31',
  '2200-01-01',
  '99999-01-01',
  '2024-1-1',
  '2024-01-01T00:00:00Z',
];
/** Ids written in ways that are not the one plain way (and ids no table can hold). */
const BAD_ID_TEXTS = [
  '0x10',
  '1e1',
  '+16',
  '016',
  '%2016',
  '16%20',
  '-1',
  '0',
  '1.5',
  'Infinity',
  '99999999999999999999',
  '2147483648',
  'abc',
  '%00',
  '%ED%A0%80',
];

// ---------------------------------------------------------------- reading schemas

interface Field {
  schema: Schema;
  kind: 'number' | 'string' | 'date' | 'enum' | 'boolean' | 'array' | 'object' | 'record' | 'other';
  nullable: boolean;
  isId: boolean;
  maxLength?: number;
}

function def(schema: Schema): { type: string } & Record<string, unknown> {
  return schema._zod.def as unknown as { type: string } & Record<string, unknown>;
}

function describeField(schema: Schema): Field {
  let inner = schema;
  let nullable = false;
  for (;;) {
    const d = def(inner);
    if (d.type === 'nullable') nullable = true;
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(d.type))
      inner = d.innerType as Schema;
    else if (d.type === 'pipe') inner = d.in as Schema;
    else break;
  }
  const d = def(inner);
  const bag = (inner._zod as unknown as { bag?: { maximum?: number } }).bag ?? {};
  const base = { schema: inner, nullable, isId: inner === idSchema };
  switch (d.type) {
    case 'number':
      return { ...base, kind: 'number' };
    case 'string':
      return {
        ...base,
        kind: d.format === 'date' ? 'date' : 'string',
        maxLength: typeof bag.maximum === 'number' ? bag.maximum : undefined,
      };
    case 'enum':
    case 'literal':
      return { ...base, kind: 'enum' };
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'array':
      return { ...base, kind: 'array' };
    case 'object':
      return { ...base, kind: 'object' };
    case 'record':
      return { ...base, kind: 'record' };
    case 'union': {
      const options = d.options as Schema[];
      // A union with a `null` option takes null (a typed total: number, text or null).
      const orNull = nullable || options.some((option) => def(option).type === 'null');
      const kinds = options.map((option) => describeField(option));
      const number = kinds.find((k) => k.kind === 'number');
      return number && kinds.every((k) => ['number', 'other'].includes(k.kind))
        ? { ...number, nullable: orNull }
        : { ...base, kind: 'other', nullable: orNull };
    }
    default:
      return { ...base, kind: 'other' };
  }
}

function shapeOf(schema: Schema): Record<string, Schema> | undefined {
  const field = describeField(schema);
  return field.kind === 'object'
    ? (def(field.schema).shape as Record<string, Schema> | undefined)
    : undefined;
}

interface BadValue {
  label: string;
  value: unknown;
  /** Any 4xx will do: a text without a limit (a token) may get to the handler, which refuses it. */
  anyRefusal?: boolean;
}

/** JSON values a field of this declaration must refuse (never coerce), nested fields included. */
function badValues(schema: Schema, depth = 0): BadValue[] {
  const field = describeField(schema);
  const bad: BadValue[] = field.nullable ? [] : [{ label: 'null', value: null }];
  const wrong = (values: unknown[]) =>
    values.forEach((value) => bad.push({ label: JSON.stringify(value), value }));
  switch (field.kind) {
    case 'number':
      wrong(['', '16', '0x10', true, false, [], {}, [1]]);
      if (field.isId) wrong([0, -1, 1.5, 2147483648, 1e20]);
      break;
    case 'date':
    case 'string':
    case 'enum':
      if (field.kind === 'date') wrong(BAD_DATES);
      wrong([1, true, false, [], {}]);
      bad.push({ label: 'NUL', value: NUL }, { label: 'lone surrogate', value: SURROGATE });
      if (field.kind === 'enum') bad.push({ label: 'not a choice', value: 'not-one-of-them' });
      if (field.maxLength !== undefined)
        bad.push({ label: 'too long', value: 'x'.repeat(field.maxLength + 1) });
      bad.push({ label: 'huge', value: 'x'.repeat(70_000), anyRefusal: true });
      break;
    case 'boolean':
      wrong(['true', 'false', 0, 1, '', []]);
      break;
    case 'array': {
      wrong(['x', 1, true, {}]);
      if (depth < 2)
        for (const item of badValues(def(field.schema).element as Schema, depth + 1))
          bad.push({ label: `[${item.label}]`, value: [item.value] });
      break;
    }
    case 'object': {
      wrong(['x', 1, true, []]);
      const shape = shapeOf(field.schema) ?? {};
      if (depth < 2)
        for (const [key, nested] of Object.entries(shape))
          for (const item of badValues(nested, depth + 1))
            bad.push({ label: `{${key}: ${item.label}}`, value: { [key]: item.value } });
      bad.push({ label: 'NUL in a name', value: { 'name\u0000': 'x' } });
      break;
    }
    case 'record': {
      wrong(['x', 1, true, []]);
      if (depth < 2)
        for (const item of badValues(def(field.schema).valueType as Schema, depth + 1))
          bad.push({ label: `{key: ${item.label}}`, value: { walk: item.value } });
      bad.push(
        { label: 'NUL in a name', value: { 'name\u0000': {} } },
        { label: 'surrogate in a name', value: { 'name\ud800': {} } },
      );
      break;
    }
    default:
      wrong([NUL, SURROGATE]);
  }
  return bad;
}

/** Query-string values (already URL-encoded) a typed field must refuse. */
function badQueryTexts(schema: Schema): string[] {
  const field = describeField(schema);
  switch (field.kind) {
    case 'number':
      return BAD_ID_TEXTS.filter((text) => field.isId || !['-1', '0', '1.5'].includes(text));
    case 'date':
      return [...BAD_DATES.map(encodeURIComponent), '%00'];
    case 'enum':
      return ['not-one-of-them', '%00', 'TRUE'];
    case 'string':
      return field.maxLength !== undefined ? ['%00', 'x'.repeat(field.maxLength + 1)] : ['%00'];
    default:
      return ['%00'];
  }
}

// ---------------------------------------------------------------- the run

const { server, users } = serverForTests(['admin']);
const { admin } = users;
let adminContact: number;
let fixtures: Fixtures;
let routes: readonly RegisteredRoute[];
let totalCases = 0;
const started = Date.now();

beforeAll(async () => {
  adminContact = await contactIdOf(server.db, 'admin');
  fixtures = await loadFixtures(server.db);
  await uploadFixtureFiles(server, admin, fixtures);
  routes = registeredRoutes(server.app);
});
afterAll(async () => {
  // The suite's size and time, for the record (fuzzing is not a benchmark: nothing asserts on it).
  console.info(
    `fuzz: ${routes?.length ?? 0} routes, ${totalCases} cases, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
});

interface Probe {
  label: string;
  method: string;
  path: string;
  contentType?: string;
  body?: string | Uint8Array;
  /** The statuses this probe may get; any 4xx when undefined. */
  expect?: readonly number[];
}

/** The call the probes spoil one part of: a record that exists (an RFQ with a KP, ...). */
function baseOf(route: RegisteredRoute) {
  const cases = casesFor(route, fixtures, { role: admin.role, contactId: adminContact });
  const reachable = cases.find((c) => !Object.values(c.params).includes(String(MISSING_ID)));
  const base = reachable ?? cases[0];
  if (!base) throw new Error(`no case for ${route.method} ${route.url}`);
  return base;
}

function jsonProbes(route: RegisteredRoute, path: string, base: unknown): Probe[] {
  const probes: Probe[] = [];
  const json = (label: string, body: string, expect: readonly number[] = [400]): Probe => ({
    label,
    method: route.method,
    path,
    contentType: 'application/json',
    body,
    expect,
  });
  probes.push(json('malformed JSON', '{"a":'));
  if (!route.body) return probes;
  for (const body of ['[]', '"text"', '5', 'null', 'true', '[{}]'])
    probes.push(json(`body ${body}`, body));
  probes.push(json('deeply nested', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`));
  probes.push(json('NUL in a field name', JSON.stringify({ ...(base as object), 'x\u0000': 1 })));
  // The body limit is the app's, not a route's: tried once, on the login.
  if (route.url === '/api/token/')
    probes.push(
      json('over the body limit', JSON.stringify({ pad: 'x'.repeat(3 * 1024 * 1024) }), [413]),
    );
  const shape = shapeOf(route.body) ?? {};
  const baseObject = (base && typeof base === 'object' ? base : {}) as Record<string, unknown>;
  for (const [name, schema] of Object.entries(shape)) {
    for (const bad of badValues(schema)) {
      const probe = json(
        `${name}: ${bad.label}`,
        JSON.stringify({ ...baseObject, [name]: bad.value }),
      );
      probes.push(bad.anyRefusal ? { ...probe, expect: undefined } : probe);
    }
    // The same field form-encoded: text, read as strictly as a query.
    const field = describeField(schema);
    const text = field.kind === 'number' ? '0x10' : '%00';
    probes.push({
      label: `${name} form-encoded ${text}`,
      method: route.method,
      path,
      contentType: 'application/x-www-form-urlencoded',
      body: `${encodeURIComponent(name)}=${text}`,
      expect: [400],
    });
  }
  return probes;
}

function queryProbes(route: RegisteredRoute, path: string): Probe[] {
  const shape = route.query ? (shapeOf(route.query) ?? {}) : {};
  const probes: Probe[] = [];
  // Parameters every list needs, so that only the bad one is wrong.
  for (const [name, schema] of Object.entries(shape)) {
    const needed = route.url.endsWith('/rfq/') && name !== 'list' ? 'list=in_work&' : '';
    for (const text of badQueryTexts(schema))
      probes.push({
        label: `?${name}=${text.slice(0, 30)}`,
        method: route.method,
        path: `${path}?${needed}${encodeURIComponent(name)}=${text}`,
        expect: [400],
      });
    probes.push({
      label: `?${name} twice`,
      method: route.method,
      path: `${path}?${needed}${name}=1&${name}=2`,
      expect: [400],
    });
    // Not UTF-8 at all: read as the replacement character, a search for it is harmless.
    probes.push({
      label: `?${name}= raw surrogate bytes`,
      method: route.method,
      path: `${path}?${needed}${name}=%ED%A0%80`,
      expect: [200, 400],
    });
  }
  return probes;
}

function pathProbes(route: RegisteredRoute, params: Record<string, string>): Probe[] {
  const probes: Probe[] = [];
  const paramSchemas = route.params ? (shapeOf(route.params) ?? {}) : {};
  const inPath = Object.keys(params).filter((name) => route.url.includes(`:${name}/`));
  for (const name of inPath) {
    const kind = paramSchemas[name] ? describeField(paramSchemas[name]).kind : 'other';
    const texts =
      kind === 'number'
        ? BAD_ID_TEXTS
        : ['not-a-uuid', '%00', '%ED%A0%80', 'x'.repeat(250), '..%2F..%2Fetc'];
    for (const text of texts)
      probes.push({
        label: `:${name} = ${text.slice(0, 30)}`,
        method: route.method,
        path: pathOf(route, admin.role, { ...params, [name]: text }),
        expect: [404, 414],
      });
  }
  return probes;
}

function multipartProbes(route: RegisteredRoute, path: string): Probe[] {
  const part = (headers: string, content: string) => `--XB\r\n${headers}\r\n\r\n${content}`;
  const file = part(
    'Content-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf',
    '%PDF-1.4 walk',
  );
  const fields = ['name', 'category', 'uuid']
    .map((name) =>
      part(`Content-Disposition: form-data; name="${name}"`, name === 'name' ? NUL : 'x'),
    )
    .join('\r\n');
  const cases: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', 'garbage'],
    ['cut short', 'multipart/form-data; boundary=XB', file],
    ['cut in the headers', 'multipart/form-data; boundary=XB', '--XB\r\nContent-Disp'],
    ['other boundary', 'multipart/form-data; boundary=YY', `${file}\r\n--XB--\r\n`],
    ['no part headers', 'multipart/form-data; boundary=XB', '--XB\r\n\r\n\r\nabc\r\n--XB--\r\n'],
    ['empty', 'multipart/form-data; boundary=XB', ''],
    // A complete form whose name has a NUL (the file is not a PDF: the KP file route reads no
    // text fields, and refuses it for that).
    [
      'NUL in a field',
      'multipart/form-data; boundary=XB',
      `${fields}\r\n${file.replace('%PDF-1.4 ', '')}\r\n--XB--\r\n`,
    ],
    ['not multipart', 'text/plain', 'hello'],
  ];
  return cases.map(([label, contentType, body]) => ({
    label: `multipart: ${label}`,
    method: route.method,
    path,
    contentType,
    body,
  }));
}

function probesOf(route: RegisteredRoute): Probe[] {
  const base = baseOf(route);
  const path = pathOf(route, admin.role, base.params);
  return [
    ...pathProbes(route, base.params),
    ...queryProbes(route, path),
    ...(route.multipart
      ? multipartProbes(route, path)
      : route.method === 'GET'
        ? []
        : jsonProbes(route, path, base.body)),
  ];
}

describe('fuzzing every registered route', () => {
  it('has the routes of every area to fuzz', () => {
    expect(routes.length).toBeGreaterThan(60);
  });

  it('sees a change of a row and of the files on disk, and none where there was none', async () => {
    const watch = await changeWatch(server);
    expect(await watch.changed()).toBe(false);
    // A row written again as it was is no change, though it moves the WAL.
    await sql`UPDATE company SET name = name WHERE id = (SELECT min(id) FROM company)`.execute(
      server.db,
    );
    expect(await watch.changed()).toBe(false);
    await sql`UPDATE company SET name = name || ' (watched)'
      WHERE id = (SELECT min(id) FROM company)`.execute(server.db);
    expect(await watch.changed()).toBe(true);
    await sql`UPDATE company SET name = left(name, -10)
      WHERE id = (SELECT min(id) FROM company)`.execute(server.db);
    expect(await watch.changed()).toBe(true);
    const file = join(server.filesDir, 'watched.txt');
    await writeFile(file, 'x');
    try {
      expect(await watch.changed()).toBe(true);
    } finally {
      await rm(file);
    }
    expect(await watch.changed()).toBe(true);
    expect(await watch.changed()).toBe(false);
  });

  it('answers bad input with a 4xx and a message, never a 5xx, and changes nothing', async () => {
    const failures: string[] = [];
    const watch = await changeWatch(server);
    for (const route of routes) {
      const probes = probesOf(route);
      totalCases += probes.length;
      const token = route.areas ? admin.access : undefined;
      for (let i = 0; i < probes.length; i += 8) {
        await Promise.all(
          probes.slice(i, i + 8).map(async (probe) => {
            const response = await rawCall(server, probe.method, probe.path, {
              token,
              contentType: probe.contentType,
              body: probe.body,
            });
            const fine = probe.expect
              ? probe.expect.includes(response.status)
              : response.status >= 400 && response.status < 500;
            const readable = response.status !== 400 || hasMessage(response.body);
            if (!fine || !readable)
              failures.push(
                `${route.method} ${route.url} [${probe.label}]: ${response.status} ${response.text.slice(0, 200)}`,
              );
          }),
        );
      }
      if (await watch.changed())
        failures.push(`${route.method} ${route.url}: bad input changed the database or the files`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
