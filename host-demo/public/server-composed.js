// Mounts the site chrome into the slots nginx composed server-composed.html with (README "Server-rendered
// embedding" > "nginx SSI"). Each slot holds its part's server-rendered fragment, or nothing when the fragment
// was late or failing. The props are exactly the ones the page's fragment query carried (written by nginx
// into <meta name="chrome-fragment-query">), so each part's first render in the browser is the server's and
// hydrates its markup; an empty slot gets the part rendered as on any plain page.
(function mountComposedChrome() {
  'use strict';

  // The parts of the slots, as the loader names them.
  var partsBySlot = { AnnouncementBar: 'announcement-bar', Header: 'header', Footer: 'footer' };
  // The fragment query's parameters this page sets (deploy/nginx/fragment-query.conf); absent ones are the
  // defaults on both sides: the main site, English, light, a visitor.
  var pageParameters = ['site', 'language', 'theme'];

  var queryElement = document.querySelector('meta[name="chrome-fragment-query"]');
  var query = new URLSearchParams(queryElement ? queryElement.getAttribute('content') : '');
  var props = {};
  pageParameters.forEach(function (parameter) {
    if (query.has(parameter)) props[parameter] = query.get(parameter);
  });

  // The header origin of the demo's local layout: this page's host name, port 3001.
  var loaderUrl = window.location.protocol + '//' + window.location.hostname + ':3001/loader.js';
  var loader = document.createElement('script');
  loader.src = loaderUrl;
  // With CORS and without this page's cookies, like every script of the chrome.
  loader.crossOrigin = 'anonymous';
  loader.onload = function () {
    document.querySelectorAll('[data-chrome-slot]').forEach(function (slot) {
      var part = partsBySlot[slot.getAttribute('data-chrome-slot')];
      if (part) window.siteChrome.mount(part, slot, Object.assign({}, props));
    });
  };
  loader.onerror = function () {
    // The page goes on with the server's markup, whose links work without script.
    console.error('[site-chrome] server-composed page: the loader could not be loaded from ' + loaderUrl);
  };
  document.head.appendChild(loader);
})();
