export { startRealSite, type RealSite } from './real-site.ts';
export { unreachable } from './clients.ts';
