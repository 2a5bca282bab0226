import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminJobPost, JobPost, Problem } from '@mitics/contracts';
import { ADMIN_KEY, startStaffSite, type StaffSite } from '../testing/staff-site.ts';

let site: StaffSite;
const key = { authorization: `Bearer ${ADMIN_KEY}` };
const jobBody = { title: 'Statehouse Reporter', department: 'Newsroom', description: 'Cover the Capitol.', requirements: 'Two years.', responsibilities: 'Daily stories.' };
const application = {
  applicantName: 'Dana Whitfield',
  email: 'dana@example.com',
  coverLetter: 'I have covered city hall for three years and would like to cover the Capitol next.',
};

beforeAll(async () => {
  site = await startStaffSite();
});
afterAll(() => site.stop());

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

describe('careers through the BFF', () => {
  it('lists only active posts to readers, cacheable for a minute', async () => {
    const open = await json<JobPost>(await site.call('/api/jobs', { method: 'POST', headers: key, body: jobBody }), 201);
    const closed = await json<JobPost>(await site.call('/api/jobs', { method: 'POST', headers: key, body: { ...jobBody, title: 'Night Editor', isActive: false } }), 201);
    const res = await site.call('/api/jobs');
    const listed = await json<JobPost[]>(res.clone(), 200);
    expect(listed.map((j) => j.id)).toContain(open.id);
    expect(listed.map((j) => j.id)).not.toContain(closed.id);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const admin = await site.call('/api/admin/jobs', { headers: key });
    expect((await json<AdminJobPost[]>(admin.clone(), 200)).map((j) => j.id)).toEqual(expect.arrayContaining([open.id, closed.id]));
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
  });

  it('takes an application from anyone, answering only a receipt', async () => {
    const job = await json<JobPost>(await site.call('/api/jobs', { method: 'POST', headers: key, body: jobBody }), 201);
    const receipt = await json<Record<string, unknown>>(await site.call(`/api/jobs/${job.id}/apply`, { method: 'POST', body: application }), 201);
    expect(Object.keys(receipt).sort()).toEqual(['id', 'ok', 'submittedAt']);
    const listed = await json<unknown[]>(await site.call(`/api/admin/applications?jobId=${job.id}`, { headers: key }), 200);
    expect(listed).toEqual([expect.objectContaining({ id: receipt.id, applicantName: 'Dana Whitfield' })]);
  });

  it("refuses a bad application at the edge with the form's message, and a closed job with the service's", async () => {
    const job = await json<JobPost>(await site.call('/api/jobs', { method: 'POST', headers: key, body: jobBody }), 201);
    const short = await json<Problem>(await site.call(`/api/jobs/${job.id}/apply`, { method: 'POST', body: { ...application, coverLetter: 'Hire me.' } }), 400);
    expect(short.detail).toBe('Cover letter must be at least 50 characters');
    await json(await site.call(`/api/jobs/${job.id}`, { method: 'PUT', headers: key, body: { isActive: false } }), 200);
    const closed = await json<Problem>(await site.call(`/api/jobs/${job.id}/apply`, { method: 'POST', body: application }), 409);
    expect(closed.detail).toBe('This position is no longer accepting applications');
    expect(await json(await site.call(`/api/admin/applications?jobId=${job.id}`, { headers: key }), 200)).toEqual([]);
    await json(await site.call('/api/jobs/bad id!/apply', { method: 'POST', body: application }), 400);
    await json(await site.call(`/api/jobs/${job.id}/apply`, { method: 'POST', body: application, site: false }), 403);
  });

  it('makes one post of a create sent twice with one Idempotency-Key', async () => {
    const headers = { ...key, 'idempotency-key': 'job-create-7f3a9c1e-0001' };
    const body = { ...jobBody, title: 'Capitol Photographer' };
    const first = await json<JobPost>(await site.call('/api/jobs', { method: 'POST', headers, body }), 201);
    const again = await json<JobPost>(await site.call('/api/jobs', { method: 'POST', headers, body }), 201);
    expect(again).toEqual(first);
    const all = await json<AdminJobPost[]>(await site.call('/api/admin/jobs', { headers: key }), 200);
    expect(all.filter((j) => j.title === 'Capitol Photographer')).toHaveLength(1);
  });

  it('refuses a job post missing a field with the panel message', async () => {
    const refusal = await json<Problem>(await site.call('/api/jobs', { method: 'POST', headers: key, body: { ...jobBody, department: '' } }), 400);
    expect(refusal.detail).toBe('Please fill in all required fields');
    await json(await site.call('/api/admin/applications', { headers: key }), 400);
  });
});
