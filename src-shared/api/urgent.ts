/**
 * What is overdue right now (the AOG response clock, src-shared/domain/aog-clock.ts), for the
 * shell: AOG and critical RFQs not taken to work past their limit, and need-offer positions of
 * such RFQs still waiting to be taken to work. Counted by the server's clock.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const overdueSchema = z.object({
  count: z.number(),
  /** Minutes the longest-waiting one has waited (0 when none). */
  longest_minutes: z.number(),
});

export const urgentSchema = z.object({
  rfqs: overdueSchema,
  need_offers: overdueSchema,
});
export type Urgent = z.infer<typeof urgentSchema>;

export const urgentEndpoints = {
  overdue: endpoint({
    method: 'GET',
    path: ':role/home/urgent/',
    response: urgentSchema,
    area: ['rfq', 'need_offer'],
  }),
};
