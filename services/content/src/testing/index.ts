export { startFakeFeedServer, type FakeFeedServer, type FakeRoute, type FakeRequest } from './fake-feed-server.ts';
