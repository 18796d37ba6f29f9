/**
 * `@site-chrome/runtime/ui`: the stateless UI primitives (`ActionLink`, `IconButton`, `VisuallyHidden`) and
 * form controls (`Button`, `Select`, `TextField`). Shared on its own, not a singleton: it holds no state, so
 * it is out of the runtime singleton, and one copy serves the page (bundled where imported, the header's
 * entry, its announcement bar and the footer's preferences each carried their own: 2 KB gzip more on the
 * demo page's first load than one shared copy).
 */
export { ActionLink, IconButton, VisuallyHidden } from './primitives';
export { Button } from './controls/button';
export { Select } from './controls/select';
export { TextField } from './controls/text-field';
