/** The remotes of the site chrome, by the container name each one's entry defines. */
export type RemoteName = 'header' | 'footer' | 'search';

export const remoteNames: readonly RemoteName[] = ['header', 'footer', 'search'];

/** The file every remote publishes beside `remoteEntry.js`; hosts find remotes through it. */
export const manifestFileName = 'mf-manifest.json';
