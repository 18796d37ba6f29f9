/**
 * The parts a remote renders on its server (`GET /fragment/<Part>`), one table for the fragment servers, the
 * page composers and the browser's reader of their markup. A part not named here is never server-rendered.
 */
const fragmentPartNames = ['Header', 'AnnouncementBar', 'Footer'] as const;

export type FragmentPartName = (typeof fragmentPartNames)[number];

export const isFragmentPartName = (value: unknown): value is FragmentPartName =>
  fragmentPartNames.some((name) => name === value);
