/**
 * `@site-chrome/runtime/ui`: the stateless UI primitives (`ActionLink`, `IconButton`, `VisuallyHidden`) and
 * form controls (`Button`, `Select`, `TextField`). Not federated: each build bundles the ones it imports,
 * tree-shaken, where it imports them (the form controls with the panels that use them, after the first
 * render). Their styled-components ids come from the file's source and the `runtime` namespace
 * (docs/decisions/styled-components-ids.md), so every build's copy has the same class names.
 */
export { ActionLink, IconButton, VisuallyHidden } from './primitives';
export { Button } from './controls/button';
export { Select } from './controls/select';
export { TextField } from './controls/text-field';
