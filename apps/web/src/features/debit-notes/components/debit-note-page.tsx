import { Alert, Button, Flex } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { DEBIT_NOTE_MESSAGES } from '@faktura/domain';
import { useNavigationFlash } from '../../../components/form-page';
import { useSession } from '../../../lib/session';
import { DebitNoteCreate } from './debit-note-create';
import { DebitNoteView } from './debit-note-view';
import { t, translateMessage } from '../../../i18n';

/** `/#/invoice/nota-debit`: `?id=` views one debit note; without it finance creates one. */
export function DebitNotePage() {
  const [params] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const flash = useNavigationFlash();
  const id = Number(params.get('id') ?? 0);
  if (Number.isInteger(id) && id > 0) return <DebitNoteView key={id} id={id} flash={flash} />;
  if (session?.user.typeUser === 'ORACLE') return <DebitNoteCreate />;
  return (
    <Flex vertical gap={14} align="flex-start">
      <Alert type="info" showIcon title={translateMessage(DEBIT_NOTE_MESSAGES.financeOnly)} />
      <Button onClick={() => void navigate('/invoice/nota-debit/list')}>{t('finance.debitNotes.list')}</Button>
    </Flex>
  );
}
