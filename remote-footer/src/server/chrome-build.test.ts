import { chromeBuild } from '../exposed/footer';

describe('the exposed footer module', () => {
  it('says which build it comes from (what the page compares with a fragment’s data-chrome-build)', () => {
    expect(chromeBuild).toBe('test-build');
  });
});
