/**
 * The need-offer lists as the list codec reads them (GET end_position/, src-shared/api/
 * end-position.ts): the four tabs, search by part number or RFQ number, manager and priority,
 * remembered in `Filters.need_offer`.
 */
import { END_POSITION_ORDERING } from '../../../src-shared/api/end-position.ts';
import { NEED_OFFER_TABS } from '../../../src-shared/domain/end-position.ts';
import { RFQ_PRIORITIES } from '../../../src-shared/domain/priority.ts';
import { field, listCodec, type ListParams } from '../../lib/listQuery.ts';

export const needOfferListCodec = listCodec({
  fields: {
    search: field.text(100),
    manager: field.id,
    priority: field.oneOf(RFQ_PRIORITIES),
  },
  ordering: { param: 'ordering', fields: END_POSITION_ORDERING },
  tabs: { values: NEED_OFFER_TABS, default: 'need_updates' },
});

export type NeedOfferListParams = ListParams<typeof needOfferListCodec>;
