// Public surface of the notifications feature: the header's three dropdowns.
export { NotificationsDropdown } from './components/notifications-dropdown';
export { MessagesDropdown, TasksDropdown } from './components/inbox-dropdown';
