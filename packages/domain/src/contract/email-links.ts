import { emailLinkCodeSchema, emailLinkDeclineSchema, emailLinkDoneSchema, emailLinkTokenParams, emailLinkViewSchema } from '../mail/links';
import { invoiceTimelineSchema } from '../timeline';
import { defineEndpoint } from './endpoint';

/** /api/email-links: acting from an e-mail without a password: a recommender's decision, a supplier's read-only timeline after a one-time code. Public: the token is the credential. */

const refusals = ['NOT_FOUND', 'CONFLICT', 'VALIDATION'] as const;

export const describe = defineEndpoint({
  method: 'GET',
  path: '/api/email-links/:token',
  summary: 'What an e-mail link is about and what acting on it will do (changes nothing)',
  public: true,
  params: emailLinkTokenParams,
  response: emailLinkViewSchema,
  errors: [...refusals],
});

export const approve = defineEndpoint({
  method: 'POST',
  path: '/api/email-links/:token/approve',
  summary: "Approve the link's task (once; audited via e-mail)",
  public: true,
  params: emailLinkTokenParams,
  response: emailLinkDoneSchema,
  errors: [...refusals],
});

export const decline = defineEndpoint({
  method: 'POST',
  path: '/api/email-links/:token/decline',
  summary: "Decline the link's task with a reason (once; audited via e-mail)",
  public: true,
  params: emailLinkTokenParams,
  body: emailLinkDeclineSchema,
  response: emailLinkDoneSchema,
  errors: [...refusals],
});

export const sendCode = defineEndpoint({
  method: 'POST',
  path: '/api/email-links/:token/code',
  summary: "Mail a one-time code to the link's address (valid 10 minutes)",
  public: true,
  params: emailLinkTokenParams,
  response: emailLinkDoneSchema,
  errors: [...refusals, 'RATE_LIMITED'],
});

export const view = defineEndpoint({
  method: 'POST',
  path: '/api/email-links/:token/view',
  summary: "The invoice's timeline, read-only, with the one-time code",
  public: true,
  params: emailLinkTokenParams,
  body: emailLinkCodeSchema,
  response: invoiceTimelineSchema,
  errors: [...refusals, 'RATE_LIMITED'],
});
