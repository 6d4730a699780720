/**
 * One contract per endpoint, read by both sides: the server registers its route from it
 * (src-server/http/route.ts, the handler typed by the response schema), the renderer calls it
 * (src-renderer/api/call.ts, the path built from it, the answer typed by it), and a test compares
 * the declarations with the routes Fastify serves (tests/server/contract.test.ts).
 *
 * Decision on audiences (audience.ts): the response schema is the whole answer, as the roles that
 * price receive it and as the handler must return it. A caller of a narrower audience (staff who
 * do not price, a client) receives the same shape without the fields audience.ts keeps from it;
 * the check of an answer (answers.ts) derives that caller's schema from the one declared here and
 * the audience table, in which exactly the fields withheld from that caller become optional. So
 * there is one schema per endpoint, one table of who reads what, and no field is optional for the
 * roles that receive it. The renderer's types are the whole answer's; screens that a narrower
 * audience uses already ask session/powers.ts before they show a withheld field.
 */
import { z } from 'zod';
import type { Access, Area } from '../domain/permissions.ts';
import { idSchema } from './fields.ts';
import { pageOf } from './results.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const NO_INPUT = z.object({});
export type NoInput = typeof NO_INPUT;

/** The names of a path's `:name` segments besides the caller's `:role`. */
type SegmentNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? (Name extends 'role' ? never : Name) | SegmentNames<Rest>
  : never;

/** The params of records named `Names` (`id` and `kpId`...), each an id. */
type ParamsOfIds<Names extends string> = z.ZodObject<
  { [Name in Names]: typeof idSchema },
  z.core.$strip
>;

/** The params of a path that names one record, by `:id`: most paths. */
const ID_PARAMS = z.object({ id: idSchema });

/**
 * The params of a path that names records only (`:id`, `:kpId`): each name an id. Most paths
 * name no record or one `:id`: they share one declared type each (NoInput, ID_PARAMS), as the
 * params written out by hand once did. A ZodObject type made for each of the 300-odd paths took
 * the browser side's typecheck from 5 to 14 s (1.16 million types; 0.54 million this way).
 */
type IdParams<Path extends string> = (
  [SegmentNames<Path>] extends [never]
    ? NoInput
    : [SegmentNames<Path>] extends ['id']
      ? typeof ID_PARAMS
      : ParamsOfIds<SegmentNames<Path>>
) extends infer Params extends z.ZodType
  ? Params
  : never;

/** A segment name that stands for a record's id: `id` or `<record>Id`. */
const ID_SEGMENT = /^(id|[a-z][A-Za-z]*Id)$/;

/**
 * The params of a path left to its segments: every record a path names (`:id`, `:kpId`) is named
 * by its id, so an endpoint declares params only where a segment is something else (a uuid, a
 * model), and the path alone says which ids a call takes. Any other name without params is a
 * declaration error, refused when the module loads.
 */
function idParamsOf<Path extends string>(path: Path): IdParams<Path> {
  const names = [...path.matchAll(/:([A-Za-z]+)/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== 'role');
  const other = names.find((name) => !ID_SEGMENT.test(name));
  if (other) throw new Error(`${path}: declare the params of :${other}, not a record id`);
  if (names.length === 1 && names[0] === 'id') return ID_PARAMS as z.ZodType as IdParams<Path>;
  const shape = Object.fromEntries(names.map((name) => [name, idSchema]));
  return (names.length === 0 ? NO_INPUT : z.object(shape)) as z.ZodType as IdParams<Path>;
}

/** What an endpoint declares. `path` has no leading slash; `:role` is the caller's role segment. */
interface EndpointSpec<
  Path extends string,
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
> {
  method: Method;
  path: Path;
  /** Left out: one id per `:name` of the path (idParamsOf). */
  params?: P;
  query?: Q;
  body?: B;
  /** The JSON answer; for a stream (`stream: true`) what the bytes are is not JSON: z.unknown(). */
  response: R;
  /** The permission area(s) (any one is enough); omitted for a public call (no sign-in). */
  area?: Area | readonly Area[];
  /** Default: read for GET, write otherwise. */
  access?: Access;
  /** Success status; 200 unless said (201 for a creation, 204 for an empty answer). */
  status?: number;
  /** The body is multipart/form-data, read by the handler itself. */
  multipart?: boolean;
  /** The answer is bytes (a file), written by the handler itself. */
  stream?: boolean;
}

export interface Endpoint<
  Path extends string = string,
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  readonly method: Method;
  readonly path: Path;
  readonly params: P;
  readonly query: Q;
  readonly body: B | undefined;
  readonly response: R;
  /** Undefined for a public endpoint. */
  readonly areas: readonly Area[] | undefined;
  readonly access: Access;
  readonly status: number;
  readonly multipart: boolean;
  readonly stream: boolean;
}

/** Any declared endpoint, whatever its schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the variance of any endpoint
export type AnyEndpoint = Endpoint<string, any, any, any, any>;

export function endpoint<
  const Path extends string,
  R extends z.ZodType,
  P extends z.ZodType = IdParams<Path>,
  Q extends z.ZodType = NoInput,
  B extends z.ZodType = NoInput,
>(spec: EndpointSpec<Path, P, Q, B, R>): Endpoint<Path, P, Q, B, R> {
  const areas = spec.area === undefined ? undefined : ([] as Area[]).concat(spec.area);
  return {
    method: spec.method,
    path: spec.path,
    params: spec.params ?? (idParamsOf(spec.path) as z.ZodType as P),
    query: spec.query ?? (NO_INPUT as unknown as Q),
    body: spec.body,
    response: spec.response,
    areas,
    access: spec.access ?? (spec.method === 'GET' ? 'read' : 'write'),
    status: spec.status ?? 200,
    multipart: spec.multipart ?? false,
    stream: spec.stream ?? false,
  };
}

/** The URL Fastify serves it under. */
export function serverUrl(endpoint: AnyEndpoint): string {
  return `/${endpoint.path}`;
}

/** `METHOD /url`, as audience.ts keys answers and the route walks name routes. */
export function endpointKey(endpoint: AnyEndpoint): string {
  return `${endpoint.method} ${serverUrl(endpoint)}`;
}

/** The answer's type, as the renderer reads it. */
export type ResponseOf<E extends AnyEndpoint> = z.output<E['response']>;
/** The answer's type, as the handler returns it. */
export type ResultOf<E extends AnyEndpoint> = z.input<E['response']>;
/** The params a path needs besides `role` (none: `unknown`, not z.object({})'s index signature). */
export type ParamsOf<E extends AnyEndpoint> = string extends keyof z.input<E['params']>
  ? unknown
  : z.input<E['params']>;
export type QueryOf<E extends AnyEndpoint> = z.input<E['query']>;
export type BodyOf<E extends AnyEndpoint> = z.input<Exclude<E['body'], undefined>>;

/** The path's own parameters, with the caller's `role` where the path has `:role`. */
export type PathInput<E extends AnyEndpoint> = (E['path'] extends `:role/${string}`
  ? { role: string }
  : unknown) &
  ParamsOf<E>;

/** The relative path of a call (no leading slash), as the renderer's client joins it. */
export function pathOf<E extends AnyEndpoint>(endpoint: E, input: PathInput<E>): string {
  const values = input as Record<string, unknown>;
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${endpointKey(endpoint)}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Every declared endpoint of an area's table. */
export function endpointsOf(table: Readonly<Record<string, AnyEndpoint>>): AnyEndpoint[] {
  return Object.values(table);
}

/**
 * A record read and changed on one path of its own (a settings record, one per installation): GET
 * answers it, PATCH changes the fields given and answers it as it is after.
 */
export function editableRecord<const Path extends string, R extends z.ZodType, B extends z.ZodType>(
  path: Path,
  area: Area | readonly Area[],
  response: R,
  body: B,
) {
  // Its path names no record (as a collection's base), so it takes no params: said as a value.
  if (/:(?!role\/)/.test(path)) throw new Error(`${path}: an editable record's path names no id`);
  return {
    read: endpoint<Path, R, NoInput, NoInput, NoInput>({
      method: 'GET',
      path,
      params: NO_INPUT,
      response,
      area,
    }),
    update: endpoint<Path, R, NoInput, NoInput, B>({
      method: 'PATCH',
      path,
      params: NO_INPUT,
      body,
      response,
      area,
    }),
  };
}

/**
 * The calls most areas declare alike on one collection (`:role/product_request/`): the paged list
 * and create on the collection's path, and one, update and remove of a record by id on
 * `<path>:id/`, an action on one record (`<path>:id/<action>/`) and on many at once
 * (`<path><action>/`). Only the schemas differ from area to area; the methods, paths, params,
 * statuses (201 for a creation, 204 for a removal) and the area are written here once. Each area
 * takes the calls it serves and declares its other calls with endpoint().
 */
export function collectionEndpoints<const Base extends string>(
  base: Base,
  area: Area | readonly Area[],
) {
  // The base names no record (its only segment is the caller's :role), so the params are known
  // here: none on the collection, the record's id on `<base>:id/`. Said as values, not derived
  // from the path, which TypeScript cannot read while Base is generic.
  if (/:(?!role\/)/.test(base)) throw new Error(`${base}: a collection's path names no record`);
  const record: `${Base}:id/` = `${base}:id/`;
  const params = ID_PARAMS;
  return {
    list: <Q extends z.ZodType, I extends z.ZodType>(query: Q, item: I) =>
      endpoint({
        method: 'GET',
        path: base,
        params: NO_INPUT,
        query,
        response: pageOf(item),
        area,
      }),
    create: <B extends z.ZodType, R extends z.ZodType>(body: B, response: R) =>
      endpoint({ method: 'POST', path: base, params: NO_INPUT, body, response, area, status: 201 }),
    one: <R extends z.ZodType>(response: R) =>
      endpoint({ method: 'GET', path: record, params, response, area }),
    update: <B extends z.ZodType, R extends z.ZodType>(body: B, response: R) =>
      endpoint({ method: 'PATCH', path: record, params, body, response, area }),
    remove: () =>
      endpoint({ method: 'DELETE', path: record, params, response: z.void(), area, status: 204 }),
    /** An action on one record (`<base>:id/<name>/`), answering the record as it is after. */
    action: <const Name extends string, R extends z.ZodType, B extends z.ZodType = NoInput>(
      method: Method,
      name: Name,
      response: R,
      body?: B,
    ) =>
      endpoint<`${Base}:id/${Name}/`, R, typeof params, NoInput, B>({
        method,
        path: `${record}${name}/`,
        params,
        body,
        response,
        area,
      }),
    /**
     * A record's own parts (a company's contacts or addresses, an RFQ's KPs): listed and added on
     * `<base>:id/<name>/`, each one read, changed and removed by its own id, the `:<key>` after it.
     * The same calls as the collection's, one level down, with the record's id in each path.
     */
    parts: <const Name extends string, const Key extends string>(name: Name, key: Key) => {
      const list: `${Base}:id/${Name}/` = `${record}${name}/`;
      const part: `${Base}:id/${Name}/:${Key}/` = `${list}:${key}/`;
      const partParams = z.object({ id: idSchema, [key]: idSchema }) as z.ZodType as ParamsOfIds<
        'id' | Key
      >;
      // What every call on the parts says alike: the path, its ids, the area.
      const onList = { path: list, params, area };
      const onPart = { path: part, params: partParams, area };
      type OnList<R extends z.ZodType, B extends z.ZodType = NoInput> = Endpoint<
        typeof list,
        typeof params,
        NoInput,
        B,
        R
      >;
      type OnPart<R extends z.ZodType, B extends z.ZodType = NoInput> = Endpoint<
        typeof part,
        typeof partParams,
        NoInput,
        B,
        R
      >;
      return {
        list: <R extends z.ZodType>(response: R): OnList<R> =>
          endpoint({ ...onList, method: 'GET', response }),
        add: <B extends z.ZodType, R extends z.ZodType>(body: B, response: R): OnList<R, B> =>
          endpoint({ ...onList, method: 'POST', body, response, status: 201 }),
        one: <R extends z.ZodType>(response: R): OnPart<R> =>
          endpoint({ ...onPart, method: 'GET', response }),
        update: <B extends z.ZodType, R extends z.ZodType>(body: B, response: R): OnPart<R, B> =>
          endpoint({ ...onPart, method: 'PATCH', body, response }),
        remove: (): OnPart<z.ZodVoid> =>
          endpoint({ ...onPart, method: 'DELETE', response: z.void(), status: 204 }),
      };
    },
    /**
     * An action on many records at once (`<base><name>/`, the ids in the body): all or nothing,
     * refused with a reason per record (BulkRefusal) or answering the records as they are after.
     */
    bulk: <const Name extends string, R extends z.ZodType, B extends z.ZodType>(
      method: Method,
      name: Name,
      body: B,
      response: R,
    ) =>
      endpoint<`${Base}${Name}/`, R, NoInput, NoInput, B>({
        method,
        path: `${base}${name}/`,
        params: NO_INPUT,
        body,
        response,
        area,
      }),
  };
}
