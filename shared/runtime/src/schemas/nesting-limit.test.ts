import { parseFooterMenuResponse } from '@site-chrome/data/testing';
import { limitNesting } from './nesting-limit';
import { maximumMenuDepth } from '@site-chrome/data/testing';
import { parseMenu } from '@site-chrome/data/header-menu';

function chain(depth: number, item: (level: number) => Record<string, unknown>): unknown[] {
  let list: unknown[] = [];
  for (let level = depth; level >= 1; level -= 1) list = [{ ...item(level), children: list }];
  return list;
}

function depthOf(items: readonly { children: readonly unknown[] }[]): number {
  let depth = 0;
  let level = items;
  while (level.length > 0) {
    depth += 1;
    level = level[0]?.children as typeof items;
  }
  return depth;
}

let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('given a header menu nested 5,000 levels deep', () => {
  it('parses without overflowing the stack, keeps four levels and says where it cut', () => {
    const list = chain(5_000, (level) => ({ title: `Level ${level}`, jump_url: '/a' }));

    const menu = parseMenu({ code: 0, data: { list } }, { placement: 'web', complianceMenuList: [] });

    expect(depthOf(menu)).toBe(maximumMenuDepth);
    expect(consoleWarn).toHaveBeenCalledTimes(1);
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining('nested deeper than 4 levels'));
  });
});

describe('given a footer menu nested 5,000 levels deep', () => {
  it('parses without overflowing the stack and keeps three levels', () => {
    const list = chain(5_000, (level) => ({ text: `Level ${level}`, link: '/a' }));

    expect(depthOf(parseFooterMenuResponse({ code: 0, data: { list } }))).toBe(3);
  });
});

describe('given a menu within the limit', () => {
  it('leaves the answer as it is, without copying it or warning', () => {
    const list = chain(3, (level) => ({ title: `Level ${level}` }));

    expect(limitNesting(list, 4, 'menu item')).toBe(list);
    expect(consoleWarn).not.toHaveBeenCalled();
  });
});

describe('given a cut', () => {
  it('copies only the way to it and leaves the answer unchanged', () => {
    const sibling = { title: 'Sibling', children: [] };
    const list = [sibling, ...chain(3, (level) => ({ title: `Level ${level}` }))];
    const before = JSON.stringify(list);

    const limited = limitNesting(list, 2, 'menu item') as typeof list;

    expect(JSON.stringify(list)).toBe(before);
    expect(limited[0]).toBe(sibling);
    expect(depthOf([limited[1] as { children: unknown[] }])).toBe(2);
  });
});
