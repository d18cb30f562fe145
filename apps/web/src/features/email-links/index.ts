export { TaskLinkPage } from './components/task-link-page';
export { InvoiceLinkPage } from './components/invoice-link-page';
export { MailPreferencesModal } from './components/mail-preferences-modal';
