/**
 * An answer checked against its endpoint's declared response schema, as the caller's audience
 * receives it (the decision is written at the top of endpoint.ts): the renderer checks every
 * answer in development and tests, and a server test checks every GET answer of the seeded data.
 * A server that drifts (a field renamed, a number sent as text) fails with the endpoint and the
 * field named, not three screens later.
 */
import { z } from 'zod';
import {
  audienceOf,
  ROUTE_RESPONSES,
  sees,
  type Audience,
  type FieldRule,
} from '../domain/audience.ts';
import { endpointKey, type AnyEndpoint } from './endpoint.ts';

/** A declared answer that did not arrive as declared. */
export class ContractError extends Error {
  readonly endpoint: string;
  readonly issues: readonly string[];

  constructor(endpoint: string, issues: readonly string[]) {
    super(`${endpoint} answered other than declared: ${issues.join('; ')}`);
    this.name = 'ContractError';
    this.endpoint = endpoint;
    this.issues = issues;
  }
}

/**
 * The schema as `viewer` receives it: a field audience.ts withholds from the viewer becomes
 * optional; a field audience.ts does not list never reaches a client (shapeFor), so it too is
 * optional for a client. Everything else stays as declared.
 */
function schemaFor(schema: z.ZodType, rule: FieldRule, viewer: Audience): z.ZodType {
  if (typeof rule === 'string' || rule.kind === 'opaque') return schema;
  if (schema instanceof z.ZodNullable)
    return schemaFor(schema.unwrap() as z.ZodType, rule, viewer).nullable();
  if (schema instanceof z.ZodOptional)
    return schemaFor(schema.unwrap() as z.ZodType, rule, viewer).optional();
  if (schema instanceof z.ZodArray)
    return z.array(schemaFor(schema.element as z.ZodType, rule, viewer));
  if (schema instanceof z.ZodRecord && rule.kind === 'map')
    return z.record(
      schema.keyType as z.ZodString,
      schemaFor(schema.valueType as z.ZodType, rule.each, viewer),
    );
  if (schema instanceof z.ZodObject && rule.kind === 'object') {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const fieldRule = rule.fields[key];
      if (fieldRule === undefined) shape[key] = viewer === 'client' ? field.optional() : field;
      else if (!sees(viewer, audienceOf(fieldRule))) shape[key] = field.optional();
      else shape[key] = schemaFor(field, fieldRule, viewer);
    }
    return z.object(shape);
  }
  return schema;
}

const cache = new Map<string, z.ZodType>();

function schemaOf(endpoint: AnyEndpoint, viewer: Audience): z.ZodType {
  const route = endpointKey(endpoint);
  const key = `${route} ${viewer}`;
  let schema = cache.get(key);
  if (!schema) {
    const rule = ROUTE_RESPONSES[route];
    schema = rule
      ? schemaFor(endpoint.response as z.ZodType, rule, viewer)
      : (endpoint.response as z.ZodType);
    cache.set(key, schema);
  }
  return schema;
}

/** Throws a ContractError naming the endpoint and each field that is not as declared. */
export function checkAnswer(endpoint: AnyEndpoint, viewer: Audience, answer: unknown): void {
  if (endpoint.stream) return;
  const result = schemaOf(endpoint, viewer).safeParse(answer);
  if (result.success) return;
  throw new ContractError(
    endpointKey(endpoint),
    result.error.issues.map(
      (issue) => `${issue.path.length ? issue.path.join('.') : '(the answer)'}: ${issue.message}`,
    ),
  );
}
