export { startFakeX, FAKE_X_CREDENTIALS, FAKE_X_ACCOUNT, type FakeX, type FakeTweet, type PostBehaviour } from './fake-x.ts';
