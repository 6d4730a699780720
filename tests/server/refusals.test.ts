/**
 * 403 means "not yours", nothing else (spec §8 logs the user out on every 403). Every registered
 * route is called as the demo user of every role, on records in every state a user meets them
 * (RFQs in each list, of the client's company and another's; open and canceled orders; active
 * and inactive offers; one's own contact and another's), with a valid body. The rule asserted:
 * - where the permission table (src-shared/domain/permissions.ts) denies the role the route's
 *   area, or the answer is wholly for an audience the role is not in (audience.ts), the answer
 *   is 403;
 * - where it allows it, a 403 comes only for what is not the caller's (another person's
 *   settings; for a client, another company's records, which may also be 404);
 * - everything else a user meets is answered without a 403 and without a 5xx, and a 400 carries
 *   a message (a `detail` or messages per field).
 * New refusals (a state that does not allow a call now) fit the rule as 400s; no message is
 * frozen here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  audienceOf,
  ROUTE_RESPONSES,
  routeKey,
  sees,
  viewerOf,
} from '../../src-shared/domain/audience.ts';
import { actingRoles, canAny, canChangeFilesOf } from '../../src-shared/domain/permissions.ts';
import { ROLES, ROLE_URL, type Role } from '../../src-shared/domain/roles.ts';
import { registeredRoutes, type RegisteredRoute } from '../../src-server/http/route.ts';
import { contactIdOf, DEMO_USER, login, serverForTests, type Session } from './helpers.ts';
import {
  casesFor,
  hasMessage,
  loadFixtures,
  pathOf,
  rawCall,
  uploadFixtureFiles,
  walkOrder,
  type Case,
  type Fixtures,
} from './route-walk.ts';

interface Walker {
  role: Role;
  session: Session;
  contactId: number;
}

const { server, users } = serverForTests(ROLES.map((role) => DEMO_USER[role]));
let fixtures: Fixtures;
let walkers: Walker[];

beforeAll(async () => {
  fixtures = await loadFixtures(server.db);
  walkers = [];
  for (const role of ROLES) {
    const username = DEMO_USER[role];
    walkers.push({
      role,
      session: users[username],
      contactId: await contactIdOf(server.db, username),
    });
  }
  const admin = walkers.find((walker) => walker.role === 'ADMIN');
  if (admin) await uploadFixtureFiles(server, admin.session, fixtures);
});

/** Whether the case names what is not the caller's: 403 (or, for hidden records, 404) is right. */
function notTheCallers(walker: Walker, route: RegisteredRoute, testCase: Case): boolean {
  const roles = actingRoles(walker.session.claims.user_groups, walker.session.role);
  // Anyone's history (src-shared/api/history.ts) and profile (GET contact/{id}/, contact.ts) are
  // read by the roles that read analytics.
  const anyones =
    route.method === 'GET' && (/history\/$/.test(route.url) || route.url === '/:role/contact/:id/');
  const analyticsReader = anyones && canAny(roles, ['analytics'], 'read');
  // A record's files are changed only by the roles that write the record (canChangeFilesOf): a
  // file write role that only reads companies approves or deletes none of the walk's files (each
  // attached to a company).
  const othersFiles =
    /\/(approve|delete)\/:uuid\/$/.test(route.url) && !canChangeFilesOf(roles, 'company');
  return (
    othersFiles ||
    (testCase.otherContact && !analyticsReader) ||
    (walker.session.role === ROLE_URL.CLIENT && testCase.owner === 'other')
  );
}

/**
 * What the role may call: the permission table's areas, and an answer whose audience
 * (audience.ts) takes the role in: an answer wholly for staff or for the roles that price is
 * theirs alone, as an area is.
 */
function permitted(walker: Walker, route: RegisteredRoute): boolean {
  if (!route.areas || !route.access) return true;
  const roles = actingRoles(walker.session.claims.user_groups, walker.session.role);
  const answer = ROUTE_RESPONSES[routeKey(route.method, route.url)];
  const viewer = viewerOf(walker.session.claims.user_groups, walker.session.role);
  return canAny(roles, route.areas, route.access) && (!answer || sees(viewer, audienceOf(answer)));
}

async function callCase(walker: Walker | null, route: RegisteredRoute, testCase: Case) {
  const path = pathOf(route, walker?.session.role ?? '', testCase.params);
  const json = testCase.body !== undefined && route.method !== 'GET';
  const query = route.url.endsWith('/rfq/') && route.method === 'GET' ? '?list=in_work' : '';
  return rawCall(server, route.method, `${path}${query}`, {
    token: walker?.session.access,
    contentType: json ? 'application/json' : undefined,
    body: json ? JSON.stringify(testCase.body) : undefined,
  });
}

describe('403 means "not yours"', () => {
  it('walks every route as every role: 403 exactly where the table or ownership says no', async () => {
    const routes = walkOrder(registeredRoutes(server.app));
    expect(routes.length).toBeGreaterThan(60);
    const problems: string[] = [];
    let calls = 0;
    const seen = { forbidden: 0, allowed: 0, notYours: 0 };
    for (const route of routes) {
      if (!route.areas) {
        // Public routes: no role, no 403.
        for (const testCase of casesFor(route, fixtures, { role: '', contactId: 0 })) {
          const answer = await callCase(null, route, testCase);
          calls += 1;
          if (answer.status === 403 || answer.status >= 500)
            problems.push(`${route.method} ${route.url}: ${answer.status} ${answer.text}`);
        }
        continue;
      }
      await Promise.all(
        walkers.map(async (walker) => {
          const may = permitted(walker, route);
          const cases = casesFor(route, fixtures, {
            role: walker.session.role,
            contactId: walker.contactId,
          });
          // A role the table refuses is refused before any record is looked at: one case does.
          for (const testCase of may ? cases : cases.slice(0, 1)) {
            const answer = await callCase(walker, route, testCase);
            calls += 1;
            const where = `${walker.role} ${route.method} ${route.url} [${testCase.label}]`;
            const said = `${answer.status} ${answer.text.slice(0, 200)}`;
            if (answer.status >= 500) problems.push(`${where}: ${said}`);
            else if (!may) {
              seen.forbidden += 1;
              if (answer.status !== 403) problems.push(`${where}: table says no, got ${said}`);
            } else if (notTheCallers(walker, route, testCase)) {
              seen.notYours += 1;
              if (![403, 404].includes(answer.status))
                problems.push(`${where}: not the caller's, got ${said}`);
            } else {
              seen.allowed += 1;
              if (answer.status === 403) problems.push(`${where}: 403 in normal work: ${said}`);
              if (answer.status === 401) problems.push(`${where}: 401 with a valid token`);
              if (answer.status === 400 && !hasMessage(answer.body))
                problems.push(`${where}: 400 without a message`);
            }
          }
        }),
      );
    }
    expect(problems).toEqual([]);
    // The walk reached all three kinds of answer, many times over.
    expect(seen.forbidden).toBeGreaterThan(100);
    expect(seen.allowed).toBeGreaterThan(500);
    expect(seen.notYours).toBeGreaterThan(10);
    console.info(`refusal walk: ${routes.length} routes, ${calls} calls`, seen);
  }, 300_000);

  it("another role's path prefix is refused (403): the path is not the caller's", async () => {
    // A fresh session: the walk ended the walkers' tokens (token_renovate).
    const sales = await login(server, 'sales');
    const answer = await rawCall(server, 'GET', `${ROLE_URL.AUDITOR}/rfq/?list=in_work`, {
      token: sales.access,
    });
    expect(answer.status).toBe(403);
  });
});
