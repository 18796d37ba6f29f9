import { ChromeProviders } from '@site-chrome/runtime';
import { renderWithChrome } from '@site-chrome/dev/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tab, TabList, TabPanel, TabsRoot } from './tabs';

function TwoTabs() {
  return (
    <ChromeProviders>
      <TabsRoot defaultValue="language">
        <TabList aria-label="Settings">
          <Tab value="language">Language</Tab>
          <Tab value="rate">Exchange rate</Tab>
        </TabList>
        <TabPanel value="language">
          <button type="button">Deutsch</button>
        </TabPanel>
        <TabPanel value="rate">
          <button type="button">EUR</button>
        </TabPanel>
      </TabsRoot>
    </ChromeProviders>
  );
}

describe('TabPanel', () => {
  it('given a chosen tab, the other panel takes no space and no Tab stop', () => {
    const { container } = renderWithChrome(<TwoTabs />);

    const panels = [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    const inactive = panels.filter((panel) => panel.hidden);
    expect(inactive).toHaveLength(1);
    expect(getComputedStyle(inactive[0]!).display).toBe('none');
    expect(getComputedStyle(screen.getByRole('tabpanel')).display).toBe('grid');
  });

  it('after Tab from the chosen panel’s last control, focus leaves the tabs instead of stopping on a blank panel', async () => {
    const user = userEvent.setup();
    renderWithChrome(<TwoTabs />);
    screen.getByRole('button', { name: 'Deutsch' }).focus();

    await user.tab();

    expect(document.body).toHaveFocus();
  });
});
