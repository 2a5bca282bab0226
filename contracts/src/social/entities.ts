import { z } from 'zod';

export const SocialStatus = z.object({ connected: z.boolean() });
export type SocialStatus = z.infer<typeof SocialStatus>;

export const SocialPostRequest = z.object({ articleId: z.string().min(1), tweetType: z.enum(['regular']).default('regular') });
export type SocialPostRequest = z.infer<typeof SocialPostRequest>;
