import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../lib/api-client';
import { applicationBody, applicationErrors, applicationFailure, emptyApplicationForm } from './application-form';

const valid = {
  ...emptyApplicationForm,
  applicantName: 'Dana Whitfield',
  email: 'dana@example.com',
  coverLetter: 'I have covered city hall for three years and would like to cover the Capitol.',
};

describe('the application form rules (staff §5)', () => {
  it('lets a complete form through with optional fields empty', () => {
    expect(applicationErrors(valid)).toEqual({});
  });

  it('names each broken rule with its message, in form order', () => {
    expect(applicationErrors({ ...valid, applicantName: 'D', email: 'dana@', resumeUrl: 'resume', coverLetter: 'Short.', linkedinUrl: 'x' })).toEqual({
      applicantName: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      resumeUrl: 'Please enter a valid resume URL',
      coverLetter: 'Cover letter must be at least 50 characters',
      linkedinUrl: 'Please enter a valid URL',
    });
    expect(Object.keys(applicationErrors(emptyApplicationForm))).toEqual(['applicantName', 'email', 'coverLetter']);
  });

  it('sends trimmed values and leaves empty optional fields out', () => {
    expect(applicationBody({ ...valid, applicantName: ' Dana Whitfield ', phone: '  ', availability: 'June' })).toEqual({
      applicantName: 'Dana Whitfield',
      email: 'dana@example.com',
      coverLetter: valid.coverLetter,
      availability: 'June',
    });
  });
});

describe('the failure toast', () => {
  it("shows the server's words, 'Failed to submit application' without them, and 'Please try again later.' offline", () => {
    expect(applicationFailure(new ApiError(409, '409: ...', 'This position is no longer accepting applications')).description).toBe(
      'This position is no longer accepting applications',
    );
    expect(applicationFailure(new ApiError(500, '500: ')).description).toBe('Failed to submit application');
    expect(applicationFailure(new TypeError('Failed to fetch'))).toEqual({ title: 'Application Failed', description: 'Please try again later.', variant: 'destructive' });
  });
});

describe('the client rules and the server schema', () => {
  it('flag the same fields with the same messages', async () => {
    const { JobApplicationBody } = await import('@mitics/contracts');
    const samples = [
      valid,
      emptyApplicationForm,
      { ...valid, email: 'dana at example.com', resumeUrl: 'ftp://example.com/cv.pdf' },
      { ...valid, applicantName: '  D ', portfolioUrl: 'https://portfolio.example.com', linkedinUrl: 'linkedin.com/in/dana' },
      { ...valid, coverLetter: `${'x'.repeat(49)}   ` },
    ];
    for (const sample of samples) {
      const result = JobApplicationBody.safeParse(sample);
      const server = Object.fromEntries((result.success ? [] : result.error.issues).map((issue) => [String(issue.path[0]), issue.message]));
      expect(applicationErrors(sample), JSON.stringify(sample)).toEqual(server);
    }
  });
});
