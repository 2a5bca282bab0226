import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminJobPost, ApplicationReceipt, JobApplication, JobPost, type Problem } from '@mitics/contracts';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { careersService } from '../definition.ts';
import { seedJobs } from '../seed/seed.ts';

let adapters: MemoryAdapters;
let service: StartedService;
let now: Date;

beforeEach(async () => {
  now = new Date('2026-03-02T15:00:00.000Z');
  adapters = await memoryAdapters({ clock: () => now });
  service = await startService(careersService, adapters);
});

afterEach(async () => {
  await service.stop();
  await adapters.close();
});

function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    service.app.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    }),
  );
}

async function ok<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const problem = async (res: Response, status: number) => {
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  return ok<Problem>(res, status);
};

const jobBody = {
  title: 'Statehouse Reporter',
  department: 'Newsroom',
  description: 'Cover the Legislature.',
  requirements: 'Two years of reporting.',
  responsibilities: 'Daily stories.',
};

const application = {
  applicantName: 'Dana Whitfield',
  email: ' dana@example.com ',
  phone: '',
  resumeUrl: 'https://example.com/dana.pdf',
  coverLetter: 'I have covered city hall in Grand Rapids for three years and want to cover Lansing next.',
  portfolioUrl: '',
};

const events = () => adapters.store.readAll(0, 10_000);
const post = async (body: unknown = jobBody) => JobPost.parse(await ok(await send('POST', '/jobs', body, { 'x-actor': 'user:admin-1' }), 201));

describe('job posts', () => {
  it('posts a job with the defaults for type and location, active, as the actor', async () => {
    const job = await post();
    expect(job).toMatchObject({ ...jobBody, type: 'Full-time', location: 'Remote', salaryRange: null, applicationDeadline: null, isActive: true });
    expect(await ok<JobPost[]>(await send('GET', '/jobs'))).toEqual([job]);
    expect(await ok<JobPost>(await send('GET', `/jobs/${job.id}`))).toEqual(job);
    expect((await events())[0]).toMatchObject({ type: 'careers.job.posted', stream: `job-${job.id}`, actor: 'user:admin-1' });
  });

  it("refuses a post missing a required field with the panel's message, and records nothing", async () => {
    for (const missing of ['title', 'department', 'description', 'requirements', 'responsibilities']) {
      const refusal = await problem(await send('POST', '/jobs', { ...jobBody, [missing]: '  ' }), 400);
      expect(refusal.detail).toBe('Please fill in all required fields');
      expect(refusal.errors).toHaveProperty(missing);
    }
    expect((await problem(await send('POST', '/jobs', { ...jobBody, applicationDeadline: 'next week' }), 400)).errors).toHaveProperty('applicationDeadline');
    await problem(await send('POST', '/jobs', '{not json'), 400);
    await problem(await send('POST', '/jobs', { ...jobBody, description: 'x'.repeat(70 * 1024) }), 413);
    expect(await events()).toEqual([]);
  });

  it('edits a post, toggles it inactive (hidden from applicants) and back', async () => {
    const job = await post();
    now = new Date('2026-03-03T09:00:00.000Z');
    const edited = await ok<JobPost>(await send('PUT', `/jobs/${job.id}`, { ...jobBody, title: 'Senior Statehouse Reporter', salaryRange: '', applicationDeadline: '2026-04-01' }));
    expect(edited).toMatchObject({ title: 'Senior Statehouse Reporter', applicationDeadline: '2026-04-01', updatedAt: now.toISOString() });
    const closed = await ok<JobPost>(await send('PUT', `/jobs/${job.id}`, { isActive: false }));
    expect(closed.isActive).toBe(false);
    expect(await ok<JobPost[]>(await send('GET', '/jobs'))).toEqual([]);
    expect((await ok<AdminJobPost[]>(await send('GET', '/jobs/all'))).map((j) => [j.title, j.isActive, j.applicationCount])).toEqual([['Senior Statehouse Reporter', false, 0]]);
    await ok(await send('PUT', `/jobs/${job.id}`, { isActive: true }));
    expect(await ok<JobPost[]>(await send('GET', '/jobs'))).toHaveLength(1);
    expect((await events()).map((e) => e.type)).toEqual(['careers.job.posted', 'careers.job.updated', 'careers.job.closed', 'careers.job.opened']);
  });

  it('records nothing for an unchanged save and refuses an empty or blanking edit', async () => {
    const job = await post();
    await ok(await send('PUT', `/jobs/${job.id}`, jobBody));
    expect(await events()).toHaveLength(1);
    expect((await problem(await send('PUT', `/jobs/${job.id}`, {}), 400)).detail).toBe('Send at least one field to change');
    expect((await problem(await send('PUT', `/jobs/${job.id}`, { title: '' }), 400)).detail).toBe('Please fill in all required fields');
  });

  it('deletes a post: gone from every list, and a second delete or an edit is not found', async () => {
    const job = await post();
    expect(await ok(await send('DELETE', `/jobs/${job.id}`))).toEqual({ id: job.id, deleted: true });
    expect(await ok<JobPost[]>(await send('GET', '/jobs/all'))).toEqual([]);
    await problem(await send('GET', `/jobs/${job.id}`), 404);
    await problem(await send('DELETE', `/jobs/${job.id}`), 404);
    await problem(await send('PUT', `/jobs/${job.id}`, { title: 'Back' }), 404);
    await problem(await send('PUT', '/jobs/not a valid id', { title: 'Back' }), 400);
  });
});

describe('posting a job twice with one Idempotency-Key', () => {
  const create = (key: string, actor = 'user:admin-1', body: unknown = jobBody) => send('POST', '/jobs', body, { 'x-actor': actor, 'idempotency-key': key });

  it('answers the first post to the repeat, and records no second one', async () => {
    const first = JobPost.parse(await ok(await create('job-create-0001'), 201));
    now = new Date('2026-03-02T15:00:05.000Z');
    // A retry after a lost answer: same key, same body, later.
    const again = JobPost.parse(await ok(await create('job-create-0001'), 201));
    expect(again).toEqual(first);
    expect(await ok<JobPost[]>(await send('GET', '/jobs/all'))).toHaveLength(1);
    expect((await events()).map((e) => e.type)).toEqual(['careers.job.posted']);
  });

  it('makes one post of two requests racing with one key', async () => {
    const [a, b] = await Promise.all([create('job-create-race1'), create('job-create-race1')]);
    const first = JobPost.parse(await ok(a, 201));
    expect(JobPost.parse(await ok(b, 201))).toEqual(first);
    expect((await events()).filter((e) => e.type === 'careers.job.posted')).toHaveLength(1);
  });

  it("keeps one actor's key apart from another's, and posts without a key as before", async () => {
    const mine = JobPost.parse(await ok(await create('shared-key-000001', 'user:a'), 201));
    const theirs = JobPost.parse(await ok(await create('shared-key-000001', 'user:b'), 201));
    expect(theirs.id).not.toBe(mine.id);
    await post();
    await post();
    expect(await ok<JobPost[]>(await send('GET', '/jobs/all'))).toHaveLength(4);
  });

  it('answers a repeat after the post was deleted with 404, and posts nothing again', async () => {
    const job = JobPost.parse(await ok(await create('job-create-gone1'), 201));
    await ok(await send('DELETE', `/jobs/${job.id}`));
    await problem(await create('job-create-gone1'), 404);
    expect(await ok<JobPost[]>(await send('GET', '/jobs/all'))).toEqual([]);
  });

  it('refuses a malformed key with 400, and records nothing', async () => {
    for (const key of ['x', 'has space in it', 'k'.repeat(101)]) await problem(await create(key), 400);
    expect(await events()).toEqual([]);
  });
});

describe('applications', () => {
  it('takes an application for an open job and lists it for that job only', async () => {
    const job = await post();
    const other = await post({ ...jobBody, title: 'Podcast Producer' });
    const receipt = ApplicationReceipt.parse(await ok(await send('POST', `/jobs/${job.id}/applications`, application), 201));
    expect(receipt).toEqual({ ok: true, id: expect.any(String), submittedAt: now.toISOString() });
    const listed = (await ok<unknown[]>(await send('GET', `/applications?jobId=${job.id}`))).map((a) => JobApplication.parse(a));
    expect(listed).toEqual([
      {
        id: receipt.id,
        jobId: job.id,
        jobTitle: 'Statehouse Reporter',
        applicantName: 'Dana Whitfield',
        email: 'dana@example.com',
        phone: null,
        resumeUrl: 'https://example.com/dana.pdf',
        coverLetter: application.coverLetter,
        portfolioUrl: null,
        linkedinUrl: null,
        availability: null,
        experienceLevel: null,
        referralSource: null,
        submittedAt: now.toISOString(),
      },
    ]);
    expect(await ok(await send('GET', `/applications?jobId=${other.id}`))).toEqual([]);
    expect((await ok<AdminJobPost[]>(await send('GET', '/jobs/all'))).find((j) => j.id === job.id)?.applicationCount).toBe(1);
  });

  it("refuses an invalid application with the form's messages and records nothing", async () => {
    const job = await post();
    const before = await events();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ applicantName: 'D' }, 'applicantName', 'Name must be at least 2 characters'],
      [{ email: 'dana@' }, 'email', 'Please enter a valid email address'],
      [{ resumeUrl: 'my resume' }, 'resumeUrl', 'Please enter a valid resume URL'],
      [{ resumeUrl: 'javascript:alert(1)' }, 'resumeUrl', 'Please enter a valid resume URL'],
      [{ coverLetter: 'Too short.' }, 'coverLetter', 'Cover letter must be at least 50 characters'],
      [{ linkedinUrl: 'linkedin' }, 'linkedinUrl', 'Please enter a valid URL'],
    ];
    for (const [change, field, message] of cases) {
      const refusal = await problem(await send('POST', `/jobs/${job.id}/applications`, { ...application, ...change }), 400);
      expect(refusal.errors?.[field], field).toBe(message);
      expect(refusal.detail).toBe(message);
    }
    expect(await events()).toEqual(before);
  });

  it('refuses an application for a closed, deleted or unknown job', async () => {
    const job = await post();
    await ok(await send('PUT', `/jobs/${job.id}`, { isActive: false }));
    expect((await problem(await send('POST', `/jobs/${job.id}/applications`, application), 409)).detail).toBe('This position is no longer accepting applications');
    await ok(await send('DELETE', `/jobs/${job.id}`));
    await problem(await send('POST', `/jobs/${job.id}/applications`, application), 404);
    await problem(await send('POST', '/jobs/no-such-job/applications', application), 404);
    expect((await events()).filter((e) => e.type === 'careers.application.submitted')).toEqual([]);
  });

  it('keeps the applications of a deleted job for the admins', async () => {
    const job = await post();
    await ok(await send('POST', `/jobs/${job.id}/applications`, application), 201);
    await ok(await send('DELETE', `/jobs/${job.id}`));
    expect(await ok<unknown[]>(await send('GET', `/applications?jobId=${job.id}`))).toHaveLength(1);
    await problem(await send('GET', '/applications'), 400);
  });
});

describe('the demo seed', () => {
  it('posts the demo openings once, open, with deadlines after the seeding', async () => {
    expect(await seedJobs(service.ctx, { now, actor: 'system:seed' })).toBeGreaterThanOrEqual(3);
    expect(await seedJobs(service.ctx, { now, actor: 'system:seed' })).toBe(0);
    const open = await ok<JobPost[]>(await send('GET', '/jobs'));
    expect(open.length).toBeGreaterThanOrEqual(3);
    for (const job of open) if (job.applicationDeadline) expect(job.applicationDeadline > now.toISOString().slice(0, 10)).toBe(true);
    expect(open.every((job) => job.salaryRange === null)).toBe(true);
  });

  it('survives a restart: the read model is rebuilt from the log', async () => {
    const job = await post();
    await service.stop();
    service = await startService(careersService, adapters);
    expect(await ok<JobPost>(await send('GET', `/jobs/${job.id}`))).toEqual(job);
  });
});
