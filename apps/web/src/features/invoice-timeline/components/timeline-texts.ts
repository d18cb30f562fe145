// A timeline step's words in the chosen language: the server sends each step's label and detail as
// a catalogue key with its values (dates as ISO dates, amounts as decimal strings), which read here
// through lib/format, so months and separators follow the language too. An answer without them
// (an older server) shows the English label and detail it carries.
import type { TimelineStepView, TimelineText } from '@faktura/domain';
import { t } from '../../../i18n/translate';
import { formatDate, formatMoney } from '../../../lib/format';

/** The values that are dates or amounts, as the language writes them; the rest as sent. */
const DATES = new Set(['dueDate', 'expectedDate']);
const AMOUNTS = new Set(['amount']);

function valuesOf(text: TimelineText): Record<string, string> {
  return Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [name, DATES.has(name) ? formatDate(value) : AMOUNTS.has(name) ? formatMoney(value) : value]),
  );
}

function say(text: TimelineText): string {
  return t(`reports.timeline.steps.${text.key}`, valuesOf(text));
}

/** The step's label in the chosen language. */
export function stepLabel(step: Pick<TimelineStepView, 'label' | 'labelText'>): string {
  return step.labelText ? say(step.labelText) : step.label;
}

/** The step's detail in the chosen language; a detail that is not the portal's words stays as sent. */
export function stepDetail(step: Pick<TimelineStepView, 'detail' | 'detailText'>): string | null {
  return step.detailText ? say(step.detailText) : step.detail;
}
