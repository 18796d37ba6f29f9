import type { RenderedFragment, ServerPart, ServerRenderContext } from './types';

/** Renders one part for one request (being written: issue 33). */
export function renderChromeFragment(
  part: ServerPart,
  rawProps: unknown,
  context: ServerRenderContext,
): Promise<RenderedFragment> {
  void rawProps;
  void context;
  return Promise.reject(new Error(`renderChromeFragment(${part.name}) is not written yet`));
}
