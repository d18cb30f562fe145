import { describe, expect, it } from 'vitest';
import { review, reviewMessages } from '../src/i18n/en/review';
import { HEADER_TEXTS, MAIL_PREFERENCE_TEXTS } from '../src';

// The review side's English texts that the domain also keeps as constants: the catalogue must say
// exactly what the screens said before there was a second language.
describe('review catalogue (English)', () => {
  const fill = (text: string, n: number) => text.replace('{{n}}', String(n));

  it('holds the header dropdowns’ texts byte for byte', () => {
    expect(fill(review.tasks.headline, 3)).toBe(HEADER_TEXTS.tasks(3));
    expect(review.tasks.viewAll).toBe(HEADER_TEXTS.viewAllTasks);
    expect(fill(review.notifications.messagesHeadline, 2)).toBe(HEADER_TEXTS.messages(2));
    expect(review.notifications.seeAllMessages).toBe(HEADER_TEXTS.seeAllMessages);
    expect(review.notifications.noNew).toBe(HEADER_TEXTS.noNew);
    expect(review.notifications.noOld).toBe(HEADER_TEXTS.noOld);
    expect(review.notifications.markAllRead).toBe(HEADER_TEXTS.markAllRead);
  });

  it('holds the e-mail preferences’ texts byte for byte', () => {
    expect(review.mailPreferences).toMatchObject({
      title: MAIL_PREFERENCE_TEXTS.title,
      intro: MAIL_PREFERENCE_TEXTS.intro,
      digest: MAIL_PREFERENCE_TEXTS.digest,
      saved: MAIL_PREFERENCE_TEXTS.saved,
    });
    expect(reviewMessages.reviewDigestFinanceOnly).toBe(MAIL_PREFERENCE_TEXTS.digestFinanceOnly);
    expect(reviewMessages.reviewMailEventTwice).toBe(MAIL_PREFERENCE_TEXTS.eventTwice);
  });
});
