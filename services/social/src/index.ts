export { createSocialService, type SocialServiceOptions } from './definition.ts';
export { SocialConfig, SocialSettings, loadSocialConfig, requireAllOrNoCredentials, socialOptionsOf } from './config.ts';
export { createXClient, XError, type XClient, type XAccount, type XPost } from './x/client.ts';
export type { XCredentials } from './x/oauth1.ts';
export { postText, postUrl } from './posts/triggers.ts';
