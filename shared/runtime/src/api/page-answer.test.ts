import { isPageAnswered } from './page-answer';

/** What fetch hands back, in each shape a real `GET /logout` can take (docs/decisions/logout.md). */
const answer = (type: ResponseType, status: number) => ({ type, status });

describe('a page of the site (GET /logout) is answered', () => {
  it.each([
    ['an HTML or JSON page (200)', answer('basic', 200)],
    ['no content (204)', answer('basic', 204)],
    ['the page a followed 302 landed on', answer('basic', 200)],
    ['a 302 not followed, as Node and a mocked fetch show it', answer('basic', 302)],
    ['a 303 See Other', answer('basic', 303)],
    ['a 307 not followed', answer('basic', 307)],
    [
      "a browser's opaque redirect under redirect: 'manual' (status hidden as 0)",
      answer('opaqueredirect', 0),
    ],
  ])('by %s', (_shape, response) => {
    expect(isPageAnswered(response)).toBe(true);
  });
});

describe('a page of the site is not answered', () => {
  it.each([
    ['a 400', answer('basic', 400)],
    ['a 401 (no session to end)', answer('basic', 401)],
    ['a 404', answer('basic', 404)],
    ['a 500', answer('basic', 500)],
    ['a 503', answer('basic', 503)],
    ['a network error (type error, status 0)', answer('error', 0)],
    ['an opaque cross-origin answer (status 0)', answer('opaque', 0)],
  ])('by %s', (_shape, response) => {
    expect(isPageAnswered(response)).toBe(false);
  });
});
