/*
 * The mock exchange's `/images/...` files (menu icons, badge images, promotion banners): the menu fixture
 * names them like the real site does, and the demo draws them, so the demo host answers each with a
 * small generated SVG instead of a 404.
 */

const mockImagePathPrefix = '/images/';

/** The mock images' colours (coin icons use them too). */
export const mockImagePalette = ['#2354e6', '#14a66b', '#e0394f', '#f0b90b', '#7b61ff', '#0fa3b1'];

/** A stable number for a name, to pick its colour (and a coin icon's pattern). */
export function mockNameHash(text: string): number {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 31 + text.charCodeAt(index)) >>> 0;
  return hash;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** True for a path the mock serves as an image. */
export function isMockImagePath(path: string): boolean {
  return path.startsWith(mockImagePathPrefix) && !path.includes('..');
}

/**
 * A placeholder for `/images/<folder>/<name>[-light|-dark].<ext>`: a banner (folder or name "promo") is a
 * wide label, anything else a square with the name's first letter; dark variants use a dark background.
 */
export function mockImageSvg(path: string): string {
  const fileName = path.split('/').pop() ?? '';
  const stem = fileName.replace(/\.[a-z0-9]+$/i, '');
  const isDark = stem.endsWith('-dark');
  const name = stem.replace(/-(light|dark)$/, '').replace(/[_-]+/g, ' ');
  const colour = mockImagePalette[mockNameHash(name) % mockImagePalette.length];
  const background = isDark ? '#1c222b' : '#ffffff';
  if (/promo/i.test(path)) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="28" viewBox="0 0 96 28"><rect width="96" height="28" rx="6" fill="${colour}"/><text x="48" y="18" font-family="sans-serif" font-size="12" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(name.toUpperCase().slice(0, 12))}</text></svg>`;
  }
  const letter = escapeXml((name.charAt(0) || '?').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="${background}"/><circle cx="12" cy="12" r="10" fill="${colour}"/><text x="12" y="16" font-family="sans-serif" font-size="11" font-weight="700" fill="#ffffff" text-anchor="middle">${letter}</text></svg>`;
}
