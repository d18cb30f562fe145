// The payment lines of the invoice screens ("IDR … expected on …") in the chosen language. The
// English catalogue holds the domain's EXPECTED_PAYMENT_MESSAGES word for word (payment-texts.test.ts
// compares them); amounts and dates go through lib/format, so they read in the language too.
import { t } from '../i18n/translate';
import { formatDate, formatMoney } from './format';

export const paymentTexts = {
  expectedOn: (currency: string, amount: string, date: string) =>
    t('expectedPayments.expectedOn', { currency, amount: formatMoney(amount), date: formatDate(date) }),
  paidOn: (currency: string, amount: string, date: string) => t('expectedPayments.paidOn', { currency, amount: formatMoney(amount), date: formatDate(date) }),
  paidBy: (checkNum: string, bank: string | null) =>
    bank ? t('expectedPayments.paidBy', { number: checkNum, bank }) : t('expectedPayments.paidByNoBank', { number: checkNum }),
  dueOn: (date: string) => t('expectedPayments.dueOn', { date: formatDate(date) }),
  listPaidOn: (date: string) => t('expectedPayments.listPaidOn', { date: formatDate(date) }),
};
