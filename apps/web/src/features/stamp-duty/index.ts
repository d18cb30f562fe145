// Public surface of the stamp-duty feature: finance's list, and the field the invoice forms show.
export { StampDutyPage } from './components/stamp-duty-page';
export { StampDutyField } from './components/stamp-duty-field';
