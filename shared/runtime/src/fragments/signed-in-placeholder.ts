/**
 * The `user` prop of a fragment that may sit in a shared cache for every signed-in reader (query
 * `signedIn=1`): signed in, nobody in particular. The markup is the signed-in one; who the reader is (name,
 * UID, VIP tier) comes with the page's own props in the browser, in the render right after hydration.
 */
export const signedInPlaceholder = Object.freeze({ uid: 'signed-in', nickname: '' });

export const isSignedInPlaceholder = (user: unknown): boolean =>
  JSON.stringify(user) === JSON.stringify(signedInPlaceholder);
