/** Contact analytics as the list codec reads them (GET contact/), in `Filters.contact`. */
import { CONTACT_ANALYTICS_ORDERING } from '../../../src-shared/api/contact.ts';
import { field, listCodec, type ListParams } from '../../lib/listQuery.ts';

export const contactAnalyticsCodec = listCodec({
  fields: {
    search: field.text(100),
    date_gate: field.date,
    contacts: field.ids,
    /** What the picked chats' chips show (chats.tsx), kept beside their ids. */
    contacts_names: field.label('contacts'),
  },
  ordering: { param: 'order_by', fields: CONTACT_ANALYTICS_ORDERING },
});
export type ContactAnalyticsParams = ListParams<typeof contactAnalyticsCodec>;
