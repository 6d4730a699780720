/**
 * The declared endpoints (src-shared/api, DECLARED_ENDPOINTS) and the routes Fastify serves are
 * the same list, both ways: a declaration with no route, or a route with no declaration, fails;
 * and each declared route was registered from its declaration (so its URL, inputs and access are
 * the declaration's, not a copy).
 */
import { describe, expect, it } from 'vitest';
import { endpointKey } from '../../src-shared/api/endpoint.ts';
import { DECLARED_ENDPOINTS } from '../../src-shared/api/endpoints.ts';
import { ROUTE_RESPONSES } from '../../src-shared/domain/audience.ts';
import { registeredRoutes } from '../../src-server/http/route.ts';
import { servedRoutes, serverForTests } from './helpers.ts';

const { server } = serverForTests();

describe('the contract', () => {
  it('declares every served route once, and serves every declared endpoint', () => {
    const served = servedRoutes(server.app);
    const declared = DECLARED_ENDPOINTS.map(endpointKey);
    expect(new Set(declared).size, 'an endpoint declared twice').toBe(declared.length);
    expect(declared.filter((key) => !served.includes(key))).toEqual([]);
    expect(served.filter((key) => !declared.includes(key))).toEqual([]);
    expect(served.length).toBe(declared.length);
  });

  it('registers each declared route from its declaration', () => {
    const registered = registeredRoutes(server.app);
    for (const endpoint of DECLARED_ENDPOINTS) {
      const entry = registered.find((r) => `${r.method} ${r.url}` === endpointKey(endpoint));
      expect(entry?.endpoint, endpointKey(endpoint)).toBe(endpoint);
    }
  });

  it('gives audiences (audience.ts) to declared endpoints only', () => {
    const declared = DECLARED_ENDPOINTS.map(endpointKey);
    expect(Object.keys(ROUTE_RESPONSES).filter((key) => !declared.includes(key))).toEqual([]);
  });
});
