/** Service requests as the list codec reads them (GET api/service_requests/), in `Filters.service_request`. */
import { SERVICE_REQUEST_ORDERING } from '../../../src-shared/api/service-request.ts';
import { SERVICE_REQUEST_STATUSES } from '../../../src-shared/domain/service-request.ts';
import { field, listCodec, type ListParams } from '../../lib/listQuery.ts';

export const serviceRequestCodec = listCodec({
  fields: {
    search: field.text(100),
    status: field.oneOf(SERVICE_REQUEST_STATUSES),
    /** Those in work by me (the service requests admin's own queue). */
    mine: field.flag,
  },
  ordering: { param: 'ordering', fields: SERVICE_REQUEST_ORDERING },
});
export type ServiceRequestParams = ListParams<typeof serviceRequestCodec>;
