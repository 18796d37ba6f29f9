import fc from 'fast-check';
import { siteKeys, siteTable } from '@site-chrome/rules/sites';
import { chromePropsSchema } from '../props/chrome-props-schema';
import { supportedLanguages } from '../i18n/languages';
import { decodeFragmentQuery, encodeFragmentQuery, type FragmentProps } from '.';
import { canonicalFragmentPath, hasControlCharacter } from './fragment-path';
import { knownFiats } from './known-fiats';

const parameterOrder = [
  'site',
  'language',
  'theme',
  'country',
  'fiat',
  'path',
  'dynamicData',
  'newMenuMainSiteOnly',
  'variant',
  'menuFeatures',
  'signedIn',
  'user',
];

const nonEmpty = <T extends object>(arbitrary: fc.Arbitrary<T>) =>
  arbitrary.filter((value) => Object.keys(value).length > 0);

/** Props as the decoder returns them: canonical values, defaults absent. */
const canonicalProps: fc.Arbitrary<FragmentProps> = fc
  .record(
    {
      site: fc.constantFrom(...siteKeys.filter((key) => key !== 'main')),
      language: fc.constantFrom(...supportedLanguages.filter((language) => language !== 'en')),
      theme: fc.constant('dark' as const),
      country: fc.stringMatching(/^[A-Z]{2}$/).filter((country) => country !== 'XX'),
      fiat: fc.constantFrom(...[...knownFiats].filter((fiat) => fiat !== 'USD')),
      path: fc
        .string({ unit: 'grapheme', maxLength: 60 })
        .map((rest) => canonicalFragmentPath(`/${rest}`))
        .filter((path): path is string => path !== undefined && path !== '/'),
      dynamicData: fc.constant(false),
      newMenuMainSiteOnly: fc.constant(true),
      variant: nonEmpty(
        fc.record(
          {
            // In the header parts' table order, as the encoder writes them.
            hidden: fc.subarray(['notification', 'download', 'search'] as const, { minLength: 1 }),
            testnet: fc.constant(true),
            phone: fc.constant(true),
            limits: nonEmpty(
              fc.record({ uk: fc.constant(true), italy: fc.constant(true) }, { requiredKeys: [] }),
            ),
            copper: fc.constant(true),
          },
          { requiredKeys: [] },
        ),
      ),
      menuFeatures: nonEmpty(
        fc.record(
          { payWith: fc.constant(false), testnet: fc.constant(true), moreMenu: fc.constant(false) },
          { requiredKeys: [] },
        ),
      ),
      who: fc.oneof(
        fc.constant({ signedIn: true as const }),
        fc.record({
          user: fc.record(
            {
              uid: fc.string({ minLength: 1, maxLength: 64 }).filter((uid) => !hasControlCharacter(uid)),
              nickname: fc
                .string({ minLength: 1, maxLength: 64 })
                .filter((name) => !hasControlCharacter(name)),
              tier: fc.integer({ min: 1, max: 99 }),
              isSubAccount: fc.constant(true),
            },
            { requiredKeys: ['uid'] },
          ),
        }),
      ),
    },
    { requiredKeys: [] },
  )
  .map(({ who, ...props }) => ({ ...props, ...who }) as FragmentProps);

const shuffled = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).reverse()) as T;

const decoded = (query: string) => decodeFragmentQuery(new URLSearchParams(query));

describe('the fragment query', () => {
  it('decodes what it encodes', () => {
    fc.assert(
      fc.property(canonicalProps, (props) => {
        expect(decoded(encodeFragmentQuery(props))).toEqual({ ok: true, props });
      }),
    );
  });

  it('is canonical: parameters in one order; defaults, key order and spellings make no difference', () => {
    fc.assert(
      fc.property(canonicalProps, (props) => {
        const query = encodeFragmentQuery(props);
        const names = [...new URLSearchParams(query).keys()];
        expect(names).toEqual(parameterOrder.filter((name) => names.includes(name)));
        const site = siteTable.find((row) => row.key === props.site);
        const otherSpelling: FragmentProps = {
          site: 'main',
          language: 'en',
          theme: 'light',
          fiat: 'USD',
          path: '/',
          dynamicData: true,
          newMenuMainSiteOnly: false,
          ...shuffled(props),
          ...(site ? { site: site.id } : {}),
          ...(props.language ? { language: props.language.toUpperCase() } : {}),
          ...(props.country ? { country: props.country.toLowerCase() } : {}),
          ...(props.fiat ? { fiat: props.fiat.toLowerCase() } : {}),
          ...(props.path ? { path: `${props.path}/` } : {}),
          variant: {
            testnet: false,
            ...props.variant,
            hidden: [...(props.variant?.hidden ?? [])].reverse(),
            limits: { italy: false, ...props.variant?.limits },
          },
          menuFeatures: { tabSearch: true, ...(props.menuFeatures ? shuffled(props.menuFeatures) : {}) },
        };
        expect(encodeFragmentQuery(otherSpelling)).toBe(query);
      }),
    );
  });

  it('takes its defaults from the props schema: the props of a host that passes nothing write no parameter', () => {
    const defaults = chromePropsSchema.parse({});
    expect(encodeFragmentQuery({ ...defaults, user: undefined })).toBe('');
    expect(encodeFragmentQuery({ user: { uid: '7', nickname: '', tier: 0, isSubAccount: false } })).toBe(
      'user=%7B%22uid%22%3A%227%22%7D',
    );
    expect(encodeFragmentQuery({ site: 71, theme: 2, fiat: 'eur', language: 'DE', country: 'de' })).toBe(
      'site=hk&language=de&theme=dark&country=DE&fiat=EUR',
    );
  });

  it('leaves out of the URL what it cannot write canonically, as the browser renders that prop’s default', () => {
    expect(
      encodeFragmentQuery({
        site: 'atlantis',
        language: 'xx',
        country: 'XX',
        fiat: 'ABCDEF',
        path: '//evil.example',
        // No prop has `tracking`: dropped, as the props schema drops it.
        variant: { phone: true, tracking: 'x' } as FragmentProps['variant'],
      }),
    ).toBe('variant=%7B%22phone%22%3Atrue%7D');
    // A reader the URL cannot name is still signed in: the shared signed-in markup.
    expect(encodeFragmentQuery({ user: { uid: 'u'.repeat(65) } })).toBe('signedIn=1');
  });

  it('refuses a parameter it does not read, without naming it', () => {
    fc.assert(
      fc.property(canonicalProps, fc.stringMatching(/^[a-z_]{1,12}$/), fc.string(), (props, name, value) => {
        fc.pre(!parameterOrder.includes(name));
        const query = new URLSearchParams(encodeFragmentQuery(props));
        query.append(name, value);
        const answer = decodeFragmentQuery(query);
        expect(answer).toEqual({ ok: false, problem: expect.stringContaining('this server reads only') });
        expect(JSON.stringify(answer)).not.toContain(`"${name}"`);
      }),
    );
  });

  it.each([
    ['dynamicData=yes', 'dynamicData', 'must be 1 or 0'],
    ['variant=%3Cscript%3E', 'variant', 'must be JSON'],
    ['site=eu&site=uk', 'site', 'is given more than once'],
    ['site=narnia', 'site', 'must be a sub-site of ours'],
    ['site=999', 'site', 'must be a sub-site of ours'],
    ['language=klingon', 'language', 'must be a supported language'],
    ['theme=sepia', 'theme', 'must be light or dark'],
    ['country=USA', 'country', 'must be two letters A-Z'],
    ['fiat=ABCDEF', 'fiat', 'must be a fiat code of ISO 4217'],
    ['fiat=usdt', 'fiat', 'must be a fiat code of ISO 4217'],
    ['path=%2F%2Fevil.example', 'path', 'must be a same-origin path of at most 200 characters'],
    ['path=%2F%5Cevil.example', 'path', 'must be a same-origin path of at most 200 characters'],
    [`path=%2F${'a'.repeat(6000)}`, 'path', 'is too long'],
    ['variant=%7B%22script%22%3Atrue%7D', 'variant', 'has a key this server does not read'],
    [
      'variant=%7B%22limits%22%3A%7B%22script%22%3Atrue%7D%7D',
      'variant',
      'has a key this server does not read',
    ],
    ['variant=%7B%22hidden%22%3A%5B%22script%22%5D%7D', 'variant', 'has a value outside its rule'],
    ['menuFeatures=%7B%22script%22%3Atrue%7D', 'menuFeatures', 'has a key this server does not read'],
    ['menuFeatures=%5B%5D', 'menuFeatures', 'must be a JSON object'],
    ['user=%7B%22uid%22%3A%227%22%2C%22script%22%3A1%7D', 'user', 'has a key this server does not read'],
    ['user=%7B%22uid%22%3A%227%22%2C%22tier%22%3A1000%7D', 'user', 'has a value outside its rule'],
    [`user=${encodeURIComponent(JSON.stringify({ uid: 'script'.repeat(200) }))}`, 'user', 'is too long'],
  ])('refuses %s naming the parameter, never echoing the value', (query, parameter, problem) => {
    const answer = decoded(query);
    expect(answer).toEqual({ ok: false, parameter, problem });
    expect(JSON.stringify(answer)).not.toMatch(
      /script|yes|uk\b|narnia|999|klingon|sepia|USA|ABCDEF|usdt|evil/i,
    );
  });

  it.each([
    ['site by id, with leading zeros', 'site=0071', 'site=hk'],
    [
      'codes in another case',
      'language=DE&theme=DARK&country=de&fiat=eur',
      'language=de&theme=dark&country=DE&fiat=EUR',
    ],
    ['the theme by its code', 'theme=2', 'theme=dark'],
    ['explicit defaults', 'site=main&language=en&theme=light&country=XX&fiat=USD&path=%2F&dynamicData=1', ''],
    ['another order', 'theme=dark&site=eu', 'site=eu&theme=dark'],
    ['needless escapes in the path', 'path=%2F%2574rade%2F', 'path=%2Ftrade'],
    [
      'signed in beside a named reader',
      'signedIn=1&user=%7B%22uid%22%3A7%7D',
      'user=%7B%22uid%22%3A%227%22%7D',
    ],
  ])('reads %s as the page state it names', (_case, query, canonical) => {
    const answer = decoded(query);
    expect(answer.ok).toBe(true);
    if (answer.ok) expect(encodeFragmentQuery(answer.props)).toBe(canonical);
  });
});
