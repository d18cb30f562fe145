// Public surface of the debit-notes feature: the app assembles pages from these only.
export { DebitNoteListPage } from './components/debit-note-list-page';
export { DebitNotePage } from './components/debit-note-page';
