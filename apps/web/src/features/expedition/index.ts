// Public surface of the expedition (freight billing) feature.
export { ExpeditionPage } from './components/expedition-page';
