// Public surface of the notifications feature: the header's notifications and messages dropdowns.
export { NotificationsDropdown } from './components/notifications-dropdown';
export { MessagesDropdown } from './components/inbox-dropdown';
