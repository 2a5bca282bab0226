/** The real embedded site for happy-path browser tests: see @mitics/bff/testing. */
export { startRealSite, type RealSite } from '@mitics/bff/testing';
