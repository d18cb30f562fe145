export { createMailSender, type MailSender } from './sender';
export { startMailWorker, sendDueMail, type MailWorker } from './worker';
export { enqueueMails, type MailToUser } from './enqueue';
export { enqueueTransitionMails, enqueueDelegationMail, deepLink } from './events';
export { createEmailLink, hashToken } from './links';
export { checkPayments } from './payments';
export { checkSchedules } from './schedules';
export { sendDailyDigests } from './digest';
