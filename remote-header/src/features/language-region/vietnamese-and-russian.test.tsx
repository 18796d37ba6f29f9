import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chromeStore } from '@site-chrome/runtime';
import { languageLoaded, renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

/*
 * Vietnamese and Russian, the chrome's languages 13 and 14: offered in the language dialog under their own
 * names, without the restricted-location notice (the spec gives one to German, French and Spanish only),
 * chosen like any other language, and the dialog itself reads in them, left to right.
 */
setUpMockApi();

beforeEach(() => {
  document.cookie = 'market_rise_color=; max-age=0; path=/';
  chromeStore.setState({ storedRiseColour: undefined });
});

async function openDialog(buttonName: string) {
  const events = userEvent.setup();
  await events.click(within(screen.getByRole('banner')).getByRole('button', { name: buttonName }));
  const dialog = await screen.findByRole('dialog', { name: buttonName }, { timeout: 3000 });
  return { events, dialog: within(dialog) };
}

it.each([
  ['vi', 'Tiếng Việt'],
  ['ru', 'Русский'],
] as const)(
  'offers %s as %s, without a restricted-location notice, and hands it to the host green-up',
  async (code, name) => {
    const onLanguageChange = jest.fn();
    renderWithChrome(<Header onLanguageChange={onLanguageChange} />);
    const { events, dialog } = await openDialog('Language and region');

    const option = await dialog.findByRole('button', { name });
    const item = option.closest('li');
    expect(item).toHaveAttribute('lang', code);
    expect(item).not.toHaveTextContent('Not available to residents');
    await events.click(option);

    expect(onLanguageChange).toHaveBeenCalledWith(code);
    expect(chromeStore.getState()).toMatchObject({ language: code, storedRiseColour: 'risegreen' });
  },
);

it.each([
  ['vi', 'Ngôn ngữ và khu vực', 'Tỷ giá'],
  ['ru', 'Язык и регион', 'Курс валюты'],
] as const)('reads in %s, left to right: "%s" with its "%s" tab', async (code, title, rateTab) => {
  renderWithChrome(<Header language={code} onLanguageChange={jest.fn()} />);
  await languageLoaded(code);
  const { dialog } = await openDialog(title);

  expect(dialog.getByRole('tab', { name: rateTab })).toBeInTheDocument();
  expect(dialog.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'ltr');
});
