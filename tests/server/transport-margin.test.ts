/**
 * The transport margin's steps (spec §7 "Settings": transport_margin/; written like the margin
 * steps of a sale type): replaced whole by PATCH, given by POST when there are none; steps start
 * at 0 and rise, no margin is negative, and bad input changes nothing; only the roles that write
 * settings may write them; the quotation pricing reads what they wrote.
 */
import { describe, expect, it } from 'vitest';
import type { TransportMargin } from '../../src-shared/api/setting.ts';
import { priceLine } from '../../src-shared/domain/pricing.ts';
import { pricingSettingsOf } from '../../src-server/areas/kp/pricing.ts';
import {
  NO_TRANSPORT_MARGIN,
  TRANSPORT_MARGIN_EXISTS,
} from '../../src-server/areas/setting/routes.ts';
import { serverForTests } from './helpers.ts';
import { caller } from './sales-helpers.ts';
import { expectBadStepsRefused } from './margin-steps.ts';

const { server, users } = serverForTests(['admin', 'pricing', 'sales', 'auditor', 'client']);
const asAdmin = caller(server, users.admin);

async function storedSteps() {
  const rows = await server.db
    .selectFrom('transport_margin_step')
    .select(['from_usd', 'percent'])
    .orderBy('from_usd')
    .execute();
  return rows.map((row) => ({ from: Number(row.from_usd), percent: Number(row.percent) }));
}

describe('transport margin', () => {
  it('PATCH replaces the steps; GET transport_margin/ reads them back', async () => {
    const steps = [
      { from: 0, percent: 9 },
      { from: 500, percent: 6 },
      { from: 5000, percent: 2.5 },
    ];
    const saved = await asAdmin<TransportMargin>('PATCH', 'transport_margin/', { steps });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ steps });
    expect((await asAdmin<TransportMargin>('GET', 'transport_margin/')).body).toEqual({ steps });
    expect(await storedSteps()).toEqual(steps);
  });

  it('refuses steps out of order or not from 0, and a negative margin, naming the field; nothing changes', async () => {
    const before = await storedSteps();
    await expectBadStepsRefused((steps) => asAdmin('PATCH', 'transport_margin/', { steps }));
    const created = await asAdmin('POST', 'transport_margin/', {
      steps: [{ from: 0, percent: -2 }],
    });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({ 'steps.0.percent': ['A margin cannot be negative.'] });
    expect(await storedSteps()).toEqual(before);
  });

  it('POST gives steps when there are none; it refuses when there are, and PATCH refuses when there are none', async () => {
    const before = await storedSteps();
    expect(before.length).toBeGreaterThan(0);
    const twice = await asAdmin('POST', 'transport_margin/', { steps: [{ from: 0, percent: 3 }] });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ detail: TRANSPORT_MARGIN_EXISTS });
    expect(await storedSteps()).toEqual(before);

    await server.db.deleteFrom('transport_margin_step').execute();
    const nothingToChange = await asAdmin('PATCH', 'transport_margin/', {
      steps: [{ from: 0, percent: 3 }],
    });
    expect(nothingToChange.status).toBe(400);
    expect(nothingToChange.body).toEqual({ detail: NO_TRANSPORT_MARGIN });
    expect(await storedSteps()).toEqual([]);

    const created = await asAdmin<TransportMargin>('POST', 'transport_margin/', {
      steps: before,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ steps: before });
  });

  it('the pricing analyst writes them; a sales manager and the auditor read, not write; a client neither', async () => {
    const steps = await storedSteps();
    const asPricing = caller(server, users.pricing);
    expect((await asPricing('PATCH', 'transport_margin/', { steps })).status).toBe(200);
    for (const user of [users.sales, users.auditor]) {
      const as = caller(server, user);
      expect((await as('GET', 'transport_margin/')).status).toBe(200);
      expect((await as('PATCH', 'transport_margin/', { steps })).status).toBe(403);
      expect((await as('POST', 'transport_margin/', { steps })).status).toBe(403);
    }
    const asClient = caller(server, users.client);
    expect((await asClient('GET', 'transport_margin/')).status).toBe(403);
    expect((await asClient('PATCH', 'transport_margin/', { steps })).status).toBe(403);
    expect(await storedSteps()).toEqual(steps);
  });

  it('a quotation with logistics on prices its transport with the steps just written', async () => {
    const rfq = await server.db
      .selectFrom('rfq')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const steps = [
      { from: 0, percent: 10 },
      { from: 1_000_000, percent: 1 },
    ];
    await asAdmin('PATCH', 'transport_margin/', { steps });
    const settings = await pricingSettingsOf(server.db, rfq);
    expect(settings.transportSteps).toEqual(steps);
    const line = priceLine(
      { cost: 100, currency: 'USD', quantity: 1 },
      {
        ...settings,
        logisticsOn: true,
        includeTransportInPrice: false,
        xRate: 1,
        quoteCurrency: 'USD',
      },
    );
    // 10 % of a 100 USD cost (below the 1,000,000 USD step).
    expect(line.unitTransport).toBe(10);
  });
});
