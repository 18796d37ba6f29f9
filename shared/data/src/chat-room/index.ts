export { useChatRoomState } from './chat-room';
