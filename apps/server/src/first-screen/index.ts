export { firstScreenDrawer, type FirstScreenDrawer, type FirstScreenOutcome } from './first-screen';
export { clearedPageCookie, pageCookie, pageCookieToken } from './page-cookie';
export { FIRST_SCREEN_SCRIPT_HASHES } from './activation';
