import { parseAnnouncementsResponse } from './announcement';

describe('parseAnnouncementsResponse', () => {
  it('reads the index and wallet announcements and ignores other keys', () => {
    expect(
      parseAnnouncementsResponse({
        code: 0,
        data: {
          index: { content_id: 51021, content: 'Upgrade tonight', link: '/announcements/article/51021' },
          wallet: { content_id: '51034', content: 'Delays', link: 'javascript:alert(1)' },
          trade: { content_id: '1', content: 'ignored' },
        },
      }),
    ).toEqual({
      index: { content_id: '51021', content: 'Upgrade tonight', link: '/announcements/article/51021' },
      wallet: { content_id: '51034', content: 'Delays', link: '' },
    });
  });

  it('drops an announcement without content_id or content, with one warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseAnnouncementsResponse({ code: 0, data: { index: { content: 'No id' } } })).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('answers {} when there is nothing to show', () => {
    expect(parseAnnouncementsResponse({ code: 0, data: {} })).toEqual({});
    expect(parseAnnouncementsResponse({ code: 0, data: null })).toEqual({});
  });
});
