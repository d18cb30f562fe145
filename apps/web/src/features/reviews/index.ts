// Public surface of the PIC review feature: the app assembles pages from these only.
export { ReviewPicPage } from './components/review-page';
export { ReviewFinPage } from './components/review-fin-page';
