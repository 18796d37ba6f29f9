import { registerNamespace } from '@site-chrome/runtime';
import english from './locales/en.json';

export const chatRoomNamespace = 'header-chat-room';

// Registered when the panel's chunk loads, so the bar's first render carries none of these strings.
registerNamespace(chatRoomNamespace, {
  en: english,
  load: (language) => import(`./locales/${language}.json`),
});
