import { alphaRow } from '@site-chrome/data/search-catalogue';
import { alphaCategories, alphaListRows } from './alpha-list-model';

const token = (
  show_pair: string,
  address: string,
  hot_rank: number,
  buy_start: number,
  categories: string[],
) =>
  alphaRow({
    market: '',
    show_pair,
    address,
    chain: '',
    icon: '',
    chain_icon: '',
    seo_path: show_pair,
    hot_rank,
    buy_start,
    categories,
  });

const rows = [
  token('PEPE/USDT', '0xaaaa1111', 2, 300, ['Meme']),
  token('AI.X/USDT', '0xbbbb2222', 0, 500, ['AI']),
  token('CAT/USDT', 'So1CatAddress', 1, 100, ['Meme', 'AI']),
  token('DOG/USDT', '0xcccc3333', 3, 400, ['Meme']),
];
const pairs = (list: readonly { show_pair: string }[]) => list.map((row) => row.show_pair);

describe('the Alpha list model (footer spec, Alpha list)', () => {
  it('offers every category once, in the order they appear, when the server names none', () => {
    expect(alphaCategories(rows, [])).toEqual([
      { value: 'Meme', title: 'Meme' },
      { value: 'AI', title: 'AI' },
    ]);
  });

  it("offers the tab menu's options instead, in the server's order and words, even one no row carries", () => {
    const options = [
      { value: 'AI', title: 'IA' },
      { value: 'Meme', title: 'Mème' },
      { value: 'RWA', title: 'Actifs réels' },
    ];
    expect(alphaCategories(rows, options)).toEqual(options);
  });

  it('sorts Hot by hot_rank ascending, unranked last', () => {
    expect(pairs(alphaListRows(rows, { category: '', subTab: 'hot', query: '' }))).toEqual([
      'CAT/USDT',
      'PEPE/USDT',
      'DOG/USDT',
      'AI.X/USDT',
    ]);
  });

  it('sorts New by buy_start descending', () => {
    expect(pairs(alphaListRows(rows, { category: '', subTab: 'new', query: '' }))).toEqual([
      'AI.X/USDT',
      'DOG/USDT',
      'PEPE/USDT',
      'CAT/USDT',
    ]);
  });

  it('keeps a category to its tokens', () => {
    expect(pairs(alphaListRows(rows, { category: 'AI', subTab: 'hot', query: '' }))).toEqual([
      'CAT/USDT',
      'AI.X/USDT',
    ]);
  });

  it('matches show_pair or address case-insensitively, regex characters taken literally', () => {
    expect(pairs(alphaListRows(rows, { category: '', subTab: 'hot', query: 'cat' }))).toEqual(['CAT/USDT']);
    expect(pairs(alphaListRows(rows, { category: '', subTab: 'hot', query: 'BBBB2' }))).toEqual([
      'AI.X/USDT',
    ]);
    expect(pairs(alphaListRows(rows, { category: '', subTab: 'hot', query: 'i.x' }))).toEqual(['AI.X/USDT']);
    expect(alphaListRows(rows, { category: '', subTab: 'hot', query: '.*' })).toEqual([]);
    expect(alphaListRows(rows, { category: '', subTab: 'hot', query: '(' })).toEqual([]);
  });
});
