import { describe, expect, it } from 'vitest';
import { InMemoryShell } from '../../../tests/fakes/in-memory-shell.fake';
import { SendPageViewUseCase } from './send-page-view.use-case';

describe('a page view', () => {
  it('reaches the pixels as a route template only, whatever the event carried', () => {
    const shell = new InMemoryShell();
    const send = new SendPageViewUseCase(shell);
    send.execute({ name: 'page_view', page: '/user/subscriptions/0123456789abcdef01234567?code=SAVE10', delayMs: 250 });
    send.execute({ name: 'page_view', page: '/new-password/pat%40example.com/token', delayMs: 250 });
    send.execute({ name: 'page_view', page: '/hairloss', delayMs: 250 });
    expect(shell.pageViews).toEqual(['/user/subscriptions/:param', '/new-password/:param/:param', '/:param']);
  });

  it('never lets a failing pixel break the page', () => {
    const send = new SendPageViewUseCase({
      pageView: () => {
        throw new Error('blocked by the browser');
      },
    });
    expect(send.execute({ name: 'page_view', page: '/login', delayMs: 250 }).ok).toBe(false);
  });
});
