// Embeds the site chrome in a page with no React and no bundler, through the header origin's
// /loader.js. The loader provides the federation runtime, React and the shared singletons once, so the
// header, the announcement bar, the search and the footer share one React and one store: the header's
// Theme button turns the footer dark too. `siteChrome.mount(part, element, props)` returns
// `{ update, unmount }` at once; the part appears when its remote has loaded, or its plain fallback.
(function embedSiteChrome() {
  'use strict';

  var parameters = new URLSearchParams(window.location.search);
  // The header origin of the demo's local layout: this page's host name, port 3001.
  var headerOrigin = window.location.protocol + '//' + window.location.hostname + ':3001';
  var loaderUrl = headerOrigin + '/loader.js';
  var status = document.getElementById('status');
  var slots = {
    header: document.getElementById('header-slot'),
    'announcement-bar': document.getElementById('announcement-slot'),
    search: document.getElementById('search-slot'),
    footer: document.getElementById('footer-slot'),
  };
  var mounted = {};
  // ?parts=header,footer mounts only those on load (?parts= mounts none: the leak suite mounts its own).
  var partsOnLoad = parameters.has('parts')
    ? parameters
        .get('parts')
        .split(',')
        .filter(function (part) {
          return Object.prototype.hasOwnProperty.call(slots, part);
        })
    : Object.keys(slots);
  var props = {
    site: parameters.get('site') || 'main',
    language: parameters.get('lang') || 'en',
    theme: parameters.get('theme') === 'dark' ? 'dark' : 'light',
    user: null,
    path: '/',
    // The CDN health check reports to the demo host's collector on this origin, listed on the React demo
    // page's control panel. As there: ?cdncheck=fail checks a file the header origin does not have, and
    // ?cdnsample=1 reports every failure instead of one in ten.
    errorReporting: {
      dsn: window.location.protocol + '//demo@' + window.location.host + '/1',
      sampleRate: parameters.get('cdnsample') === '1' ? 1 : 0.1,
      cdnCheckUrl:
        parameters.get('cdncheck') === 'fail' ? headerOrigin + '/cdn-check/missing-react.js' : undefined,
    },
    onThemeChange: function (theme) {
      // Keep the page's copy in step, so a later update does not switch the theme back.
      props.theme = theme;
      status.textContent = 'Theme changed to ' + theme + ' inside the header.';
    },
  };

  function mount(part) {
    if (!window.siteChrome || mounted[part]) return;
    mounted[part] = window.siteChrome.mount(part, slots[part], Object.assign({}, props));
  }

  function unmount(part) {
    if (!mounted[part]) return;
    mounted[part].unmount();
    delete mounted[part];
    status.textContent = 'The ' + part + ' is unmounted.';
  }

  var loader = document.createElement('script');
  loader.src = loaderUrl;
  // With CORS and without this page's cookies, like every script of the chrome.
  loader.crossOrigin = 'anonymous';
  loader.onload = function () {
    partsOnLoad.forEach(mount);
    status.textContent = 'Site chrome mounted through ' + loaderUrl + '.';
  };
  loader.onerror = function () {
    // The page goes on without the site chrome.
    console.error('[site-chrome] plain page: the loader could not be loaded from ' + loaderUrl);
    status.textContent = 'The site chrome is unavailable.';
  };
  document.head.appendChild(loader);

  document.getElementById('mount-header').addEventListener('click', function () {
    mount('header');
  });
  document.getElementById('unmount-header').addEventListener('click', function () {
    unmount('header');
  });
  document.getElementById('mount-footer').addEventListener('click', function () {
    mount('footer');
  });
  document.getElementById('unmount-footer').addEventListener('click', function () {
    unmount('footer');
  });
  document.getElementById('dark-theme').addEventListener('click', function () {
    props.theme = 'dark';
    Object.keys(mounted).forEach(function (part) {
      mounted[part].update(Object.assign({}, props));
    });
  });
})();
