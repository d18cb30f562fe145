// Public surface of the auth feature: the app assembles pages from these only.
export { LoginPanel } from './components/login-panel';
export { logout, useLogout } from './api/logout';
