export { careersService } from './definition.ts';
export { CareersConfig, loadCareersConfig } from './config.ts';
export { seedJobs, type SeedJobsOptions } from './seed/seed.ts';
export { seedJobPosts } from './seed/jobs.ts';
export type { JobState } from './jobs/job.ts';
export type { JobCommand } from './jobs/decide.ts';
