/** Contact analytics as the list codec reads them (GET contact/), in `Filters.contact`. */
import { CONTACT_ANALYTICS_ORDERING } from '../../../src-shared/api/contact.ts';
import { listCodec, type ListParams } from '../../lib/listQuery.ts';

export const contactAnalyticsCodec = listCodec({
  fields: {
    search: { kind: 'text', max: 100 },
    date_gate: { kind: 'date' },
  },
  ordering: { param: 'order_by', fields: CONTACT_ANALYTICS_ORDERING },
});
export type ContactAnalyticsParams = ListParams<typeof contactAnalyticsCodec>;
