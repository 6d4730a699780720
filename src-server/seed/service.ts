/**
 * Demo service requests (issue 10): a dozen in every status, filed by staff and by the demo
 * client, some taken to work by the service requests admin, with short threads. Fixed texts and
 * dates (relative to SALES_BASE_DATE), no random draws: the other passes stay as they were.
 */
import type { DemoData } from './generate.ts';
import { SALES_BASE_DATE } from './sales.ts';
import { addDays } from '../db/refs.ts';

const REQUESTS: readonly {
  by: string;
  status: 'new' | 'in_work' | 'done' | 'canceled';
  text: string;
  daysAgo: number;
  due?: number;
  thread?: readonly (readonly [string, string])[];
}[] = [
  {
    by: 'client',
    status: 'new',
    text: 'Please resend the EASA Form 1 for our order of last week.',
    daysAgo: 0,
  },
  {
    by: 'client',
    status: 'in_work',
    text: 'The starter generator arrived with a damaged connector.',
    daysAgo: 3,
    due: 4,
    thread: [
      ['client', 'Photos attached to the order.'],
      ['service_admin', 'Claim opened with the supplier; replacement on its way.'],
    ],
  },
  {
    by: 'client',
    status: 'done',
    text: 'We need the CoC in Russian too.',
    daysAgo: 12,
    thread: [['service_admin', 'Sent.']],
  },
  { by: 'sales', status: 'new', text: 'The label printer in bay 2 jams twice a day.', daysAgo: 1 },
  {
    by: 'sales',
    status: 'in_work',
    text: 'Quotation PDF v9 shows the wrong bank for EUR.',
    daysAgo: 2,
    due: 1,
  },
  {
    by: 'buyer',
    status: 'new',
    text: 'Supplier portal login for Gannet Aviation expired.',
    daysAgo: 0,
  },
  {
    by: 'warehouse',
    status: 'in_work',
    text: 'Scanner 3 does not read 2D labels.',
    daysAgo: 5,
    due: -1,
  },
  { by: 'repair', status: 'done', text: 'Need a repair station list for ATA 32.', daysAgo: 20 },
  {
    by: 'sales_admin',
    status: 'canceled',
    text: 'Duplicate of SR for the label printer.',
    daysAgo: 1,
  },
  {
    by: 'parts_search',
    status: 'new',
    text: 'ILS export file: add the condition column.',
    daysAgo: 0,
    due: 7,
  },
];

export function addServiceRequests(data: DemoData): void {
  const userByName = new Map(data.users.map((user) => [user.username, user]));
  const contactCompany = new Map(data.contacts.map((contact) => [contact.id, contact.company_id]));
  const admin = userByName.get('service_admin');
  for (const [index, request] of REQUESTS.entries()) {
    const author = userByName.get(request.by);
    if (!author) continue;
    const id = index + 1;
    const day = addDays(SALES_BASE_DATE, -request.daysAgo);
    const at = `${day}T09:${String(10 + index).padStart(2, '0')}:00.000Z`;
    const taken = request.status !== 'new' && request.status !== 'canceled';
    data.serviceRequests.push({
      id,
      number: `SR-${day.slice(0, 4)}-${String(id).padStart(5, '0')}`,
      comment: request.text,
      status: request.status,
      due_date: request.due === undefined ? null : addDays(SALES_BASE_DATE, request.due),
      company_id: contactCompany.get(author.contact_id) ?? null,
      created_by_id: author.id,
      in_work_by_id: taken ? (admin?.contact_id ?? null) : null,
      taken_at: taken ? at : null,
      created_at: at,
      updated_at: at,
    });
    for (const [by, text] of request.thread ?? []) {
      data.serviceRequestComments.push({
        id: data.serviceRequestComments.length + 1,
        request_id: id,
        text,
        created_by_id: userByName.get(by)?.id ?? null,
        created_at: at,
      });
    }
  }
}
