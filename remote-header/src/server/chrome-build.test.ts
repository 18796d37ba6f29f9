import { chromeBuild as announcementBarBuild } from '../exposed/announcement-bar';
import { chromeBuild as headerBuild } from '../exposed/header';

describe('the exposed modules', () => {
  it('say which build they come from (what the page compares with a fragment’s data-chrome-build)', () => {
    expect(headerBuild).toBe('test-build');
    expect(announcementBarBuild).toBe('test-build');
  });
});
