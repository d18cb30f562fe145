import { createHash } from 'node:crypto';

/** Where the page carries the drawn screen and its answers (read by the web's app/first-screen/take-over.ts). */
export const FIRST_SCREEN_TEMPLATE_ID = 'fk-first-screen';
export const FIRST_SCREEN_ANSWERS_ID = 'fk-first-answers';
/** Set on <html> once the page shows the drawn screen. */
export const FIRST_SCREEN_MARK = 'data-first-screen';

/**
 * The page's first inline script, in its head, where the app's scripts were: whether the dashboard
 * the server is drawing is the screen to show. The server sees neither the URL's hash (the route)
 * nor this browser's storage, so it draws the dashboard for the session its cookie names, and this
 * checks it here: the page opened on the dashboard (or on `/`, which leads there), for the user and
 * company the browser's session holds, on a desktop-wide window (the server draws the desktop
 * layout). If not, the app's scripts load now, as in the plain page, and the server is told to stop
 * drawing (its work would slow the app's own requests). If so, they wait for the drawn screen
 * (SHOW_SCRIPT): on two cores, fetching and compiling them beside the drawing delayed it by a fifth.
 */
export const DECIDE_SCRIPT = `(function () {
  var script = document.currentScript;
  var loadApp = function () {
    JSON.parse(script.getAttribute('data-scripts')).forEach(function (tag) {
      var element;
      if (tag.kind === 'modulepreload') {
        element = document.createElement('link');
        element.rel = 'modulepreload';
        element.href = tag.src;
      } else {
        element = document.createElement('script');
        element.src = tag.src;
        if (tag.kind === 'module') element.type = 'module';
      }
      // As the build wrote them: modules in CORS mode, the same requests as the entry's imports.
      if (tag.kind !== 'script') element.crossOrigin = '';
      document.head.appendChild(element);
    });
  };
  try {
    var session = JSON.parse(localStorage.getItem('faktura.session') || 'null');
    var user = session && session.user;
    if (
      /^(#\\/?|#\\/dashboard\\/?)?$/.test(location.hash) &&
      user && user.company &&
      user.username === script.getAttribute('data-user') &&
      user.company.orgId + '/' + user.company.instance === script.getAttribute('data-company') &&
      Date.parse(session.expiresAt) > Date.now() &&
      matchMedia('(min-width: 1200px)').matches
    ) {
      window.fkFirstScreen = loadApp;
      return;
    }
  } catch (e) {
    // No storage or an unreadable session: the app draws the page itself.
  }
  loadApp();
  if (navigator.sendBeacon) navigator.sendBeacon('./first-screen/skip', script.getAttribute('data-draw'));
})();`;

/**
 * The page's second inline script, after the drawn screen's (inert) template: when the first one
 * chose to show it and it is in the language the browser shows, the screen goes into #root and
 * shows at once, and the app's scripts load; otherwise (another screen or language, or nothing
 * drawn) the template and its answers go.
 */
export const SHOW_SCRIPT = `(function () {
  var template = document.getElementById('${FIRST_SCREEN_TEMPLATE_ID}');
  var answers = document.getElementById('${FIRST_SCREEN_ANSWERS_ID}');
  var loadApp = window.fkFirstScreen;
  var language;
  try {
    language = localStorage.getItem('faktura.language') === 'id' ? 'id' : 'en';
  } catch (e) {
    language = null;
  }
  delete window.fkFirstScreen;
  if (loadApp && template && template.getAttribute('data-language') === language) {
    document.getElementById('root').appendChild(template.content);
    document.documentElement.setAttribute('${FIRST_SCREEN_MARK}', '');
    document.title = template.getAttribute('data-title');
  } else if (answers) {
    answers.remove();
  }
  if (template) template.remove();
  if (loadApp) loadApp();
})();`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The two scripts' hashes, as Content-Security-Policy sources: they, and no other inline script, may run. */
export const FIRST_SCREEN_SCRIPT_HASHES = `${sha256(DECIDE_SCRIPT)} ${sha256(SHOW_SCRIPT)}`;
