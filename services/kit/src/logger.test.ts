import { describe, expect, it } from 'vitest';
import { captureLogger } from './testing/log-capture.ts';

describe('createLogger', () => {
  it('writes JSON lines tagged with the service, level name and ISO time', () => {
    const { logger, lines } = captureLogger('content');
    logger.info({ articleId: 'a1' }, 'published');
    expect(lines()).toEqual([expect.objectContaining({ service: 'content', level: 'info', msg: 'published', articleId: 'a1', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })]);
  });

  it('redacts secrets a caller logs by mistake', () => {
    const { logger, text } = captureLogger();
    logger.info({ password: 'p1', user: { password: 'p2' }, req: { headers: { authorization: 'Bearer t', cookie: 's=1' }, body: { password: 'p3' } } }, 'oops');
    expect(text()).not.toMatch(/p1|p2|p3|Bearer t|s=1/);
    expect(text()).toContain('[redacted]');
  });

  it('redacts password hashes a caller logs by mistake', () => {
    const { logger, text } = captureLogger();
    logger.info({ hash: 'scrypt$17$h1', credentials: { hash: 'scrypt$17$h2', passwordHash: 'scrypt$17$h3' } }, 'oops');
    expect(text()).not.toMatch(/scrypt/);
  });
});
