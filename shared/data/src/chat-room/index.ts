export { chatRoomStatePath, useChatRoomState } from './chat-room';
export { emptyChatRoomState, parseChatRoomStateResponse } from './chat-room-schema';
