// Public surface of the notifications feature: the header's notifications and messages dropdowns.
export { notificationCountsQueryOptions } from './api/get-notification-counts';
export { NotificationsDropdown } from './components/notifications-dropdown';
export { MessagesDropdown } from './components/inbox-dropdown';
