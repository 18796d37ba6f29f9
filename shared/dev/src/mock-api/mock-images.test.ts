import { isMockImagePath, mockImageSvg } from './mock-images';

describe('the mock exchange images', () => {
  it('serves paths under /images/ and nothing that climbs out of it', () => {
    expect(isMockImagePath('/images/menu/spot-light.svg')).toBe(true);
    expect(isMockImagePath('/images/../secrets')).toBe(false);
    expect(isMockImagePath('/api/web/v1/site/commonData')).toBe(false);
  });

  it('draws a menu icon as a square with the first letter of its name', () => {
    const svg = mockImageSvg('/images/menu/simple_earn-light.svg');
    expect(svg).toContain('width="24"');
    expect(svg).toContain('>S</text>');
  });

  it('draws a promotion banner wide, with its name, and a dark variant on a dark background', () => {
    expect(mockImageSvg('/images/menu/promo-light.png')).toContain('>PROMO</text>');
    expect(mockImageSvg('/images/menu/spot-dark.svg')).toContain('#1c222b');
  });

  it('escapes what it writes into the SVG', () => {
    expect(mockImageSvg('/images/menu/<x>-light.svg')).not.toContain('<x>');
  });
});
