/** @jest-environment node */
import type { ChromeComponentModules } from '@site-chrome/host';
import type * as AggregatedSearchModule from '@site-chrome/remote-search/AggregatedSearch';
import type * as AnnouncementBarModule from '@site-chrome/remote-header/AnnouncementBar';
import type * as HeaderModule from '@site-chrome/remote-header/Header';
import type * as FooterModule from '@site-chrome/remote-footer/Footer';
import type { ComponentType } from 'react';
import { federationConfig as headerFederation } from '@site-chrome/remote-header/module-federation.config';
import { federationConfig as footerFederation } from '@site-chrome/remote-footer/module-federation.config';
import { federationConfig as searchFederation } from '@site-chrome/remote-search/module-federation.config';

/*
 * The host kit's types of the remotes' components (shared/host/src/chrome-modules.ts) are what a page outside
 * this repository type-checks its props against: they must be exactly what each remote's exposed module
 * accepts. The equalities below fail `npm run typecheck` when one drifts; the test fails when a remote
 * exposes a component the kit has no type for.
 */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type PropsOf<Module extends { default: unknown }> =
  Module['default'] extends ComponentType<infer Props> ? Props : never;
type KitProps<Id extends keyof ChromeComponentModules> = PropsOf<ChromeComponentModules[Id]>;

const propsMatch: Record<keyof ChromeComponentModules, true> = {
  'header/Header': true satisfies Same<KitProps<'header/Header'>, PropsOf<typeof HeaderModule>>,
  'header/AnnouncementBar': true satisfies Same<
    KitProps<'header/AnnouncementBar'>,
    PropsOf<typeof AnnouncementBarModule>
  >,
  'footer/Footer': true satisfies Same<KitProps<'footer/Footer'>, PropsOf<typeof FooterModule>>,
  'search/AggregatedSearch': true satisfies Same<
    KitProps<'search/AggregatedSearch'>,
    PropsOf<typeof AggregatedSearchModule>
  >,
};

it('types every component a remote exposes (its mount functions are for pages that are not React)', () => {
  const exposedComponents = [headerFederation, footerFederation, searchFederation].flatMap((federation) =>
    Object.keys(federation.exposes ?? {})
      .filter((module) => module !== './mount')
      .map((module) => `${federation.name}/${module.slice(2)}`),
  );

  expect(exposedComponents.sort()).toEqual(Object.keys(propsMatch).sort());
});
