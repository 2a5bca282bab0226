export { startRealSite, type RealSite } from './real-site.ts';
export { unreachable } from './clients.ts';
export { startStaffSite, sessionCookieOf, SITE_HEADERS, FIRST_ADMIN, type StaffSite } from './staff-site.ts';
export { publishArticle, type ArticleDraft } from './publish.ts';
