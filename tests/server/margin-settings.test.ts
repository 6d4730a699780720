/**
 * Margin steps by sale type (spec §7 "PATCH and POST margin/"): replaced whole by PATCH, given to
 * a sale type without steps by POST; steps start at 0 and rise; bad input changes nothing; only
 * the roles that write settings may write them, and the RFQ pricing reads what they wrote.
 */
import { describe, expect, it } from 'vitest';
import type { SaleTypeMargin } from '../../src-shared/api/setting.ts';
import { serverForTests } from './helpers.ts';
import { caller } from './sales-helpers.ts';
import { expectBadStepsRefused } from './margin-steps.ts';

const { server, users } = serverForTests(['pricing', 'sales', 'auditor']);
const asPricing = caller(server, users.pricing);

async function stepsOf(saleType: number) {
  return server.db
    .selectFrom('margin_step')
    .select(['from_usd', 'percent'])
    .where('sale_type_id', '=', saleType)
    .orderBy('from_usd')
    .execute();
}

async function aSaleType(): Promise<number> {
  const margins = await asPricing<SaleTypeMargin[]>('GET', 'margin/');
  return (margins.body.find((margin) => margin.steps.length > 0) as SaleTypeMargin).sale_type.id;
}

describe('margin steps', () => {
  it('PATCH replaces a sale type’s steps; GET margin/ reads them back', async () => {
    const saleType = await aSaleType();
    const steps = [
      { from: 0, percent: 40 },
      { from: 1000, percent: 25 },
      { from: 10000, percent: 12.5 },
    ];
    const saved = await asPricing<SaleTypeMargin>('PATCH', 'margin/', {
      sale_type: saleType,
      steps,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.steps).toEqual(steps);
    const read = await asPricing<SaleTypeMargin[]>('GET', 'margin/');
    expect(read.body.find((margin) => margin.sale_type.id === saleType)?.steps).toEqual(steps);
  });

  it('refuses steps that do not start at 0 or do not rise, naming the step, and keeps the old', async () => {
    const saleType = await aSaleType();
    const before = await stepsOf(saleType);
    await expectBadStepsRefused((steps) =>
      asPricing('PATCH', 'margin/', { sale_type: saleType, steps }),
    );
    expect(await stepsOf(saleType)).toEqual(before);
  });

  it('POST gives steps to a sale type without any; it refuses one that has them', async () => {
    const saleType = await aSaleType();
    const refused = await asPricing('POST', 'margin/', {
      sale_type: saleType,
      steps: [{ from: 0, percent: 10 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ detail: expect.stringMatching(/has margin steps already/) });
    await server.db.deleteFrom('margin_step').where('sale_type_id', '=', saleType).execute();
    const created = await asPricing<SaleTypeMargin>('POST', 'margin/', {
      sale_type: saleType,
      steps: [{ from: 0, percent: 15 }],
    });
    expect(created.status).toBe(201);
    expect(created.body.steps).toEqual([{ from: 0, percent: 15 }]);
    const unknown = await asPricing('PATCH', 'margin/', {
      sale_type: 99_999,
      steps: [{ from: 0, percent: 1 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toHaveProperty('sale_type');
  });

  it('a sales manager and the auditor may read and not write them', async () => {
    const saleType = await aSaleType();
    for (const user of [users.sales, users.auditor]) {
      const as = caller(server, user);
      expect((await as('GET', 'margin/')).status).toBe(200);
      expect(
        (await as('PATCH', 'margin/', { sale_type: saleType, steps: [{ from: 0, percent: 1 }] }))
          .status,
      ).toBe(403);
    }
  });
});
