/**
 * Script appended to a remote's real remoteEntry.js to make its exposed component throw, with no chaos
 * code in the product: the container's `get()` is wrapped so the exposed module's default export comes
 * back wrapped by a component that throws while rendering (`render`), or renders the real one until the
 * page changes its theme prop and throws from then on (`update`). React is the page's one copy, taken
 * from the federation share scope. Runs in the page as plain ES5 (no bundler, no JSX).
 */
export function throwingComponentScript(
  containerName: string,
  exposedModule: string,
  when: 'render' | 'update',
): string {
  return `(function () {
  var container = self[${JSON.stringify(containerName)}];
  var exposedModule = ${JSON.stringify(exposedModule)};
  var when = ${JSON.stringify(when)};
  var label = ${JSON.stringify(`${containerName}${exposedModule.slice(1)}`)};

  function pageReact() {
    var share = self.__FEDERATION__.__SHARE__;
    for (var scope in share) {
      var versions = (share[scope].default || {}).react || {};
      for (var version in versions) if (versions[version].loaded && versions[version].lib) return versions[version].lib();
    }
    throw new Error('chaos: no React in the share scope');
  }

  function wrap(Real) {
    var firstTheme;
    return function ChaosComponent(props) {
      if (when === 'render') throw new Error('chaos: ' + label + ' throws while rendering');
      if (firstTheme === undefined) firstTheme = props.theme;
      if (props.theme !== firstTheme) throw new Error('chaos: ' + label + ' throws after its props changed');
      return pageReact().createElement(Real, props);
    };
  }

  var get = container.get;
  self[${JSON.stringify(containerName)}] = Object.assign({}, container, {
    get: function (module) {
      return get.apply(container, arguments).then(function (factory) {
        if (module !== exposedModule) return factory;
        return function () {
          var exposed = factory();
          return Object.assign({}, exposed, { __esModule: true, default: wrap(exposed.default) });
        };
      });
    },
  });
})();`;
}
