export {
  chatRoomQueryOptions,
  chatRoomRefreshMs,
  chatRoomStatePath,
  getChatRoomState,
  useChatRoomState,
} from './chat-room';
export type { ChatRoomParams } from './chat-room';
export { emptyChatRoomState, parseChatRoomStateResponse } from './chat-room-schema';
