import { notificationSchema, notificationStatusIcon, parseNotificationsResponse } from './notification';

describe('notificationSchema', () => {
  it('fills extras defaults: settle_asset USDT, links allowed unless forbidden', () => {
    const parsed = notificationSchema.parse({ msg_id: 7, title: 'Filled', send_timest: '1755129600' });
    expect(parsed.msg_id).toBe('7');
    expect(parsed.send_timest).toBe(1_755_129_600);
    expect(parsed.status).toBeNull();
    expect(parsed.extras).toEqual({
      url: '',
      web_url: '',
      notice_content: '',
      startup_id: '',
      market: '',
      stream_id: '',
      contract: '',
      settle_asset: 'USDT',
      isAllowHref: true,
    });
    expect(parsed.template_args).toEqual({});
  });

  it.each([
    [false, false],
    ['false', false],
    [0, false],
    ['0', false],
    [true, true],
    ['1', true],
  ])('reads isAllowHref %p as %p', (isAllowHref, expected) => {
    expect(notificationSchema.parse({ msg_id: 1, extras: { isAllowHref } }).extras.isAllowHref).toBe(
      expected,
    );
  });

  it('sanitises the links and keeps text template arguments', () => {
    const parsed = notificationSchema.parse({
      msg_id: 1,
      extras: { url: 'javascript:alert(1)', web_url: '/futures/USDT/BTC_USDT', settle_asset: 'BTC' },
      template_args: { amount: 12.5, currency: 'USDT', nested: { no: 1 } },
    });
    expect(parsed.extras).toMatchObject({ url: '', web_url: '/futures/USDT/BTC_USDT', settle_asset: 'BTC' });
    expect(parsed.template_args).toEqual({ amount: '12.5', currency: 'USDT' });
  });
});

describe('notificationStatusIcon', () => {
  it('maps 0 warning, 1 success, 2 progress, 99 error', () => {
    expect([0, 1, 2, 99].map(notificationStatusIcon)).toEqual(['warning', 'success', 'progress', 'error']);
    expect(notificationStatusIcon(3)).toBeUndefined();
    expect(notificationStatusIcon(null)).toBeUndefined();
  });
});

describe('parseNotificationsResponse', () => {
  it('reads data.list and skips a notice without msg_id with one warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const notices = parseNotificationsResponse({
      code: 0,
      data: { list: [{ title: 'No id' }, { msg_id: 'a1', status: 1 }] },
    });
    expect(notices.map((notice) => notice.msg_id)).toEqual(['a1']);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
