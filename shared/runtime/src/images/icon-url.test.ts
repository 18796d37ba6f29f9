import { coinIconUrl } from '../schemas/coin-icon';
import { defaultIconQuality, iconUrl, utcDayNumber } from './icon-url';

describe('iconUrl, the one image helper', () => {
  it('asks for quality 75 by default and adds the day number', () => {
    expect(defaultIconQuality).toBe(75);
    expect(iconUrl('/images/menu/spot.svg', { day: 20418 })).toBe('/images/menu/spot.svg?q=75&d=20418');
  });

  it('takes another quality when asked', () => {
    expect(iconUrl('/a.png', { quality: 40, day: 1 })).toBe('/a.png?q=40&d=1');
  });

  it('counts days in UTC, so every time zone agrees and the number changes at UTC midnight only', () => {
    expect(utcDayNumber(new Date('2025-11-26T00:00:00Z'))).toBe(20418);
    expect(utcDayNumber(new Date('2025-11-26T23:59:59.999Z'))).toBe(20418);
    // The same instant written in two zones is one day number.
    expect(utcDayNumber(new Date('2025-11-26T08:30:00+09:00'))).toBe(
      utcDayNumber(new Date('2025-11-25T23:30:00Z')),
    );
    expect(utcDayNumber(new Date('2025-11-27T00:00:00Z'))).toBe(20419);
  });

  it('uses the day the page loaded, the same for every icon on the page', () => {
    const day = utcDayNumber(new Date());
    // A test run across UTC midnight would see the next day here: allow the page's day or the one before.
    const urlDay = Number(/[?&]d=(\d+)/.exec(iconUrl('/x.png'))?.[1]);
    expect([day, day - 1]).toContain(urlDay);
    expect(iconUrl('/x.png')).toBe(iconUrl('/x.png'));
  });

  it('keeps an existing query and fragment, and changes nothing when applied twice', () => {
    expect(iconUrl('https://cdn.example.com/i.png?v=2#top', { day: 3 })).toBe(
      'https://cdn.example.com/i.png?v=2&q=75&d=3#top',
    );
    const once = iconUrl('/i.png', { day: 3 });
    expect(iconUrl(once, { day: 4 })).toBe(once);
  });

  it('leaves no image, and images that are not fetched, as they are', () => {
    expect(iconUrl('')).toBe('');
    expect(iconUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(iconUrl('blob:https://x/1')).toBe('blob:https://x/1');
  });

  it('is what coin icon URLs are built with', () => {
    expect(coinIconUrl('BTC')).toMatch(/^\/images\/coin_icon\/64\/btc\.png\?q=75&d=\d+$/);
  });
});
