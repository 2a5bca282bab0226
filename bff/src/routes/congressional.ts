import { Hono } from 'hono';
import type { ServiceClient } from '../clients/service-client.ts';
import { CIVIC_CACHE, civicRead } from './civic-cache.ts';

/** Michigan's delegation in Washington (reader §7): the civic-data service's answers, cached an hour. */
export const congressionalRoutes = ({ civicData }: { civicData: ServiceClient }) =>
  new Hono()
    .get('/congressional/delegation', (c) => civicRead(c, civicData, '/delegation', CIVIC_CACHE.hour))
    .get('/congressional/issues', (c) => civicRead(c, civicData, '/issues', CIVIC_CACHE.hour))
    // Beyond the spec: the representatives page's full cards (offices, committees, votes).
    .get('/congressional/members', (c) => civicRead(c, civicData, '/members', CIVIC_CACHE.hour));
