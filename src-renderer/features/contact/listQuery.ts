/** Contact analytics as the list codec reads them (GET contact/), in `Filters.contact`. */
import { CONTACT_ANALYTICS_ORDERING } from '../../../src-shared/api/contact.ts';
import { listCodec, type ListParams } from '../../lib/listQuery.ts';

export const contactAnalyticsCodec = listCodec({
  fields: {
    search: { kind: 'text', max: 100 },
    date_gate: { kind: 'date' },
    contacts: { kind: 'ids' },
    /** What the picked chats' chips show (chats.tsx), kept beside their ids. */
    contacts_names: { kind: 'label', of: 'contacts' },
  },
  ordering: { param: 'order_by', fields: CONTACT_ANALYTICS_ORDERING },
});
export type ContactAnalyticsParams = ListParams<typeof contactAnalyticsCodec>;
