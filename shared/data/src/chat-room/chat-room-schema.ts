import * as z from '@site-chrome/runtime/schema-kit';
import {
  booleanField,
  isPlainObject,
  listField,
  numberField,
  readEnvelopeData,
  requiredTextField,
  textField,
} from '@site-chrome/runtime/schemas';

/** One message of the room's recent feed; a message without an id cannot be keyed and is skipped. */
const chatMessageSchema = z.object({
  id: requiredTextField,
  nickname: textField(),
  text: textField(),
  /** Seconds since the epoch. */
  time: numberField(0),
});

/**
 * The chat room for the reader's language (header spec section 7: queried with language, nickname and the
 * sub-account flag). Raw: `{ room: { id, name, online_count }, can_post, messages: [...] }`.
 */
const chatRoomStateSchema = z.object({
  room: z.catch(z.object({ id: textField(), name: textField(), online_count: numberField(0) }), () => ({
    id: '',
    name: '',
    online_count: 0,
  })),
  /** False for visitors and sub-accounts: they read the room but cannot post. */
  can_post: booleanField(),
  messages: listField(chatMessageSchema, 'chat message'),
});

export type ChatRoomState = z.infer<typeof chatRoomStateSchema>;

/** An empty room, for a failed or malformed answer: the panel then says it cannot load the room. */
export function emptyChatRoomState(): ChatRoomState {
  return chatRoomStateSchema.parse({});
}

export function parseChatRoomStateResponse(raw: unknown): ChatRoomState {
  const data = readEnvelopeData(raw);
  return isPlainObject(data) ? chatRoomStateSchema.parse(data) : emptyChatRoomState();
}
