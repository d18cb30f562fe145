export { DuplicateWarnings } from './components/duplicate-warnings';
export { DuplicateQueuePage } from './components/duplicate-queue-page';
