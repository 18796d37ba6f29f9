import { i18n, loadLanguage } from '@site-chrome/runtime/testing';
import { supportedLanguages } from '@site-chrome/runtime';
import { chatRoomNamespace } from './chat-room-translations';
import english from './locales/en.json';

afterEach(() => loadLanguage('en'));

describe.each(supportedLanguages.filter((language) => language !== 'en'))('in %s', (language) => {
  it('has every chat-room string, translated', async () => {
    await loadLanguage(language);

    expect(i18n.hasResourceBundle(language, chatRoomNamespace)).toBe(true);
    for (const key of Object.keys(english)) {
      const text = i18n.t(key, { ns: chatRoomNamespace, lng: language, count: 3 });
      expect(text).not.toBe(key);
      if (key !== 'online') expect(text).not.toBe(english[key as keyof typeof english]);
    }
  });
});
