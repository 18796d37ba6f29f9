import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetResult, chromeQueryKeys, createCachedQueryFn, type ApiResult } from '@site-chrome/runtime';
import { emptyChatRoomState, parseChatRoomStateResponse } from './chat-room-schema';
import type { ChatRoomState } from './chat-room-schema';

/** Header spec section 7 leaves the path "not shown"; ours, documented in the README's API table. */
export const chatRoomStatePath = '/api/web/v1/chat/roomState';
/** The feed is refreshed this often while the panel is open, and not at all while it is closed. */
const chatRoomRefreshMs = 10_000;

export interface ChatRoomParams {
  language: string;
  /** '' for a visitor. */
  nickname: string;
  isSubAccount: boolean;
}

function getChatRoomState(
  { language, nickname, isSubAccount }: ChatRoomParams,
  signal?: AbortSignal,
): Promise<ApiResult<ChatRoomState>> {
  return apiGetResult(chatRoomStatePath, {
    query: { lang: language, nickname, is_sub_account: isSubAccount ? 1 : 0 },
    parse: parseChatRoomStateResponse,
    signal,
  });
}

function chatRoomQueryOptions(params: ChatRoomParams) {
  return queryOptions({
    queryKey: chromeQueryKeys.chatRoom(params),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getChatRoomState(params, signal),
      fallback: emptyChatRoomState,
    }),
  });
}

/** The room while `open`: fetched on opening and every `chatRoomRefreshMs` after, never while closed. */
export function useChatRoomState(params: ChatRoomParams & { open: boolean }) {
  const { open, ...query } = params;
  return useQuery({
    ...chatRoomQueryOptions(query),
    enabled: open,
    refetchInterval: open ? chatRoomRefreshMs : false,
  });
}
