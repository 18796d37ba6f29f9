import fc from 'fast-check';
import { siteKeys } from '@site-chrome/rules/sites';
import { decodeFragmentQuery, encodeFragmentQuery, type FragmentProps } from '.';

const languages = ['zh', 'zh-tw', 'ar', 'tr', 'ja', 'ko', 'de', 'fr', 'es', 'pt', 'pt-br'];
const parameterOrder = [
  'site',
  'language',
  'theme',
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
      language: fc.constantFrom(...languages),
      theme: fc.constant('dark' as const),
      fiat: fc.stringMatching(/^[A-Z]{2,6}$/).filter((fiat) => fiat !== 'USD'),
      path: fc
        .string({ unit: 'grapheme' })
        .map((rest) => `/${rest}`)
        .filter((path) => path !== '/'),
      dynamicData: fc.constant(false),
      newMenuMainSiteOnly: fc.constant(true),
      variant: nonEmpty(
        fc.record(
          {
            hidden: fc.uniqueArray(fc.constantFrom('search', 'download', 'notifications'), { minLength: 1 }),
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
              uid: fc.string({ minLength: 1 }),
              nickname: fc.string({ minLength: 1 }),
              tier: fc.integer({ min: 1, max: 16 }),
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

describe('the fragment query', () => {
  it('decodes what it encodes', () => {
    fc.assert(
      fc.property(canonicalProps, (props) => {
        expect(decodeFragmentQuery(new URLSearchParams(encodeFragmentQuery(props)))).toEqual({
          ok: true,
          props,
        });
      }),
    );
  });

  it('is canonical: parameters in one order, defaults and key order make no difference', () => {
    fc.assert(
      fc.property(canonicalProps, (props) => {
        const query = encodeFragmentQuery(props);
        const names = [...new URLSearchParams(query).keys()];
        expect(names).toEqual(parameterOrder.filter((name) => names.includes(name)));
        const withDefaults: FragmentProps = {
          site: 'main',
          language: 'en',
          theme: 'light',
          fiat: 'USD',
          path: '/',
          dynamicData: true,
          newMenuMainSiteOnly: false,
          ...shuffled(props),
          variant: { testnet: false, ...props.variant, limits: { italy: false, ...props.variant?.limits } },
          menuFeatures: { tabSearch: true, ...(props.menuFeatures ? shuffled(props.menuFeatures) : {}) },
        };
        expect(encodeFragmentQuery(withDefaults)).toBe(query);
      }),
    );
  });

  it('writes the default page as no parameter at all, and one way of writing a value', () => {
    expect(encodeFragmentQuery({})).toBe('');
    expect(encodeFragmentQuery({ site: 106, theme: 2, fiat: 'eur', language: 'DE' })).toBe(
      encodeFragmentQuery({ site: 'eu', theme: 'dark', fiat: 'EUR', language: 'de' }),
    );
    expect(encodeFragmentQuery({ signedIn: true, user: { uid: '7' } })).toBe(
      'user=%7B%22uid%22%3A%227%22%7D',
    );
  });

  it('ignores unknown parameters', () => {
    fc.assert(
      fc.property(canonicalProps, fc.stringMatching(/^[a-z_]{1,12}$/), fc.string(), (props, name, value) => {
        fc.pre(!parameterOrder.includes(name));
        const query = new URLSearchParams(encodeFragmentQuery(props));
        query.append(name, value);
        expect(decodeFragmentQuery(query)).toEqual({ ok: true, props });
      }),
    );
  });

  it.each([
    ['dynamicData=yes', 'dynamicData', 'must be 1 or 0'],
    ['variant=%3Cscript%3E', 'variant', 'must be JSON'],
    ['site=eu&site=uk', 'site', 'is given more than once'],
  ])('refuses %s naming the parameter, never echoing the value', (query, parameter, problem) => {
    const decoded = decodeFragmentQuery(new URLSearchParams(query));
    expect(decoded).toEqual({ ok: false, parameter, problem });
    expect(JSON.stringify(decoded)).not.toMatch(/script|yes|uk/);
  });
});
