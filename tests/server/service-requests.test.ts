/**
 * Service requests over HTTP (spec §3, §4, §7 "Service requests"): filed by staff and clients,
 * handled by the service requests admin (take to work, status, due date, in work by), commented
 * by everyone who may see them; a client sees its own company's only; bad input changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { ServiceRequest } from '../../src-shared/api/service-request.ts';
import { contactIdOf, countRows } from './helpers.ts';
import { serverWithCalls } from './sales-helpers.ts';

const { server, calls } = serverWithCalls(['sales', 'service_admin', 'client', 'auditor', 'buyer']);
const { sales: asSales, service_admin: asAdmin, client: asClient } = calls;

async function file(call = asSales, comment = 'The label printer in bay 2 jams.') {
  const response = await call<ServiceRequest>('POST', '/api/service_requests/', { comment });
  expect(response.status).toBe(201);
  return response.body;
}

describe('filing and reading', () => {
  it('a staff member files a request: numbered, new, its own; it is in the list', async () => {
    const request = await file();
    expect(request).toMatchObject({ status: 'new', in_work_by: null, comments_count: 0 });
    expect(request.number).toMatch(/^SR-\d{4}-\d{5}$/);
    const list = await asAdmin<Paginated<ServiceRequest>>(
      'GET',
      '/api/service_requests/?status=new',
    );
    expect(list.body.results.map((r) => r.id)).toContain(request.id);
  });

  it('refuses an empty text and a bad due date, and files nothing', async () => {
    const before = await countRows(server.db, 'service_request');
    const empty = await asSales('POST', '/api/service_requests/', { comment: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toHaveProperty('comment');
    const date = await asSales('POST', '/api/service_requests/', {
      comment: 'x',
      due_date: '2026-13-45',
    });
    expect(date.status).toBe(400);
    expect(date.body).toHaveProperty('due_date');
    expect(await countRows(server.db, 'service_request')).toBe(before);
  });

  it("a client sees its own company's requests only", async () => {
    const own = await file(asClient, 'Please send the 8130-3 of our last order again.');
    const staffs = await file();
    const list = await asClient<Paginated<ServiceRequest>>('GET', '/api/service_requests/');
    const ids = list.body.results.map((r) => r.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(staffs.id);
    expect((await asClient('GET', `/api/service_requests/${staffs.id}/`)).status).toBe(404);
  });
});

describe('handling', () => {
  it('the admin takes it to work, sets the due date, finishes it; the clock of each is kept', async () => {
    const request = await file();
    const taken = await asAdmin<ServiceRequest>('PATCH', `/api/service_requests/${request.id}/`, {
      take_to_work: true,
      due_date: '2026-12-01',
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ status: 'in_work', due_date: '2026-12-01' });
    expect(taken.body.in_work_by?.id).toBe(await contactIdOf(server.db, 'service_admin'));
    expect(taken.body.taken_at).not.toBeNull();
    const done = await asAdmin<ServiceRequest>('PATCH', `/api/service_requests/${request.id}/`, {
      status: 'done',
    });
    expect(done.body.status).toBe('done');
  });

  it('gives it to someone by name; an unknown contact is refused, nothing changes', async () => {
    const request = await file();
    const buyer = await contactIdOf(server.db, 'buyer');
    const given = await asAdmin<ServiceRequest>('PATCH', `/api/service_requests/${request.id}/`, {
      take_to_work: true,
      in_work_by: buyer,
    });
    expect(given.body.in_work_by?.id).toBe(buyer);
    const unknown = await asAdmin('PATCH', `/api/service_requests/${request.id}/`, {
      in_work_by: 99_999_999,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toHaveProperty('in_work_by');
    const after = await asAdmin<ServiceRequest>('GET', `/api/service_requests/${request.id}/`);
    expect(after.body.in_work_by?.id).toBe(buyer);
  });

  it('refuses a status the request cannot go to, with the reason, and changes nothing', async () => {
    const request = await file();
    const refused = await asAdmin('PATCH', `/api/service_requests/${request.id}/`, {
      status: 'done',
      due_date: '2026-12-24',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      status: ['The request is new: it can go to In work or Canceled only.'],
    });
    const after = await asAdmin<ServiceRequest>('GET', `/api/service_requests/${request.id}/`);
    expect(after.body).toMatchObject({ status: 'new', due_date: null });
  });

  it('others may not handle it (403, not theirs); the author edits its text only while new', async () => {
    const request = await file();
    expect(
      (await asSales('PATCH', `/api/service_requests/${request.id}/`, { take_to_work: true }))
        .status,
    ).toBe(403);
    const edited = await asSales<ServiceRequest>('PATCH', `/api/service_requests/${request.id}/`, {
      comment: 'The label printer in bay 2 jams twice a day.',
    });
    expect(edited.body.comment).toBe('The label printer in bay 2 jams twice a day.');
    await asAdmin('PATCH', `/api/service_requests/${request.id}/`, { take_to_work: true });
    const late = await asSales('PATCH', `/api/service_requests/${request.id}/`, { comment: 'x' });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({
      detail: 'The request’s text can be changed only by its author while it is new.',
    });
  });
});

describe('comments', () => {
  it('the thread grows, oldest first, from the author, the admin and the client', async () => {
    const request = await file(asClient, 'Our AOG part arrived without its tag.');
    await asClient('POST', `/api/service_requests/${request.id}/add_comment_to_service_request/`, {
      text: 'Serial 12345.',
    });
    const answered = await asAdmin<ServiceRequest>(
      'POST',
      `/api/service_requests/${request.id}/add_comment_to_service_request/`,
      { text: 'Tag sent by mail today.' },
    );
    expect(answered.status).toBe(201);
    expect(answered.body.text_comments.map((c) => c.text)).toEqual([
      'Serial 12345.',
      'Tag sent by mail today.',
    ]);
    expect(answered.body.comments_count).toBe(2);
    const empty = await asAdmin(
      'POST',
      `/api/service_requests/${request.id}/add_comment_to_service_request/`,
      { text: '' },
    );
    expect(empty.status).toBe(400);
    expect(empty.body).toHaveProperty('text');
  });

  it('an auditor reads and may not write; a buyer has no service requests', async () => {
    const asAuditor = calls.auditor;
    expect((await asAuditor('GET', '/api/service_requests/')).status).toBe(200);
    expect((await asAuditor('POST', '/api/service_requests/', { comment: 'x' })).status).toBe(403);
    expect((await calls.buyer('GET', '/api/service_requests/')).status).toBe(403);
  });
});
