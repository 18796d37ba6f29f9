// Embeds the header in a page with no React and no bundler: load the remote's entry script, start
// its container with an empty share scope (it then uses its own copies of React and the store), take
// the exposed `./mount` module and call it. This is the whole integration a non-React page needs.
(function embedHeader() {
  'use strict';

  var parameters = new URLSearchParams(window.location.search);
  var entryUrl =
    parameters.get('remote.header') || 'http://' + window.location.hostname + ':3001/remoteEntry.js';
  var slot = document.getElementById('header-slot');
  var status = document.getElementById('status');
  var mountHeader = null;
  var mounted = null;
  var props = {
    site: parameters.get('site') || 'main',
    language: parameters.get('lang') || 'en',
    theme: 'light',
    user: null,
    path: '/',
    onThemeChange: function (theme) {
      props.theme = theme;
      status.textContent = 'Theme changed to ' + theme + ' inside the header.';
    },
  };

  function loadScript(url) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = url;
      script.onload = resolve;
      script.onerror = function () {
        reject(new Error('could not load ' + url));
      };
      document.head.appendChild(script);
    });
  }

  function mount() {
    if (!mountHeader || mounted) return;
    mounted = mountHeader(slot, props);
    status.textContent = 'Header mounted.';
  }

  loadScript(entryUrl)
    .then(function () {
      var container = window.header;
      return Promise.resolve(container.init({})).then(function () {
        return container.get('./mount');
      });
    })
    .then(function (factory) {
      mountHeader = factory().mountHeader;
      mount();
    })
    .catch(function (error) {
      // The page goes on without the header; show plain links instead.
      console.error('[site-chrome] plain page: header could not be loaded: ' + error.message);
      status.textContent = 'The header is unavailable.';
      slot.innerHTML =
        '<nav aria-label="Main"><a href="/">Exchange</a> · <a href="/login">Log In</a> · <a href="/signup">Sign Up</a></nav>';
    });

  document.getElementById('mount-header').addEventListener('click', mount);
  document.getElementById('dark-theme').addEventListener('click', function () {
    props.theme = 'dark';
    if (mounted) mounted.update(Object.assign({}, props));
  });
  document.getElementById('unmount-header').addEventListener('click', function () {
    if (!mounted) return;
    mounted.unmount();
    mounted = null;
    status.textContent = 'Header unmounted.';
  });
})();
