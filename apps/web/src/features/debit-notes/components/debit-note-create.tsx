import { useState } from 'react';
import { Button, Card, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useNavigate } from 'react-router';
import { DEBIT_NOTE_LIMITS, DEBIT_NOTE_MESSAGES as MSG, validateDebitNote, type Attachment, type CompanyOption, type ErpDebitNote } from '@faktura/domain';
import { AttachmentField } from '../../../components/attachment-field';
import { CompanyField } from '../../../components/company-field';
import { DateField } from '../../../components/date-field';
import { FormPage, useFormPage, withFlash } from '../../../components/form-page';
import { SupplierSelect } from '../../../components/supplier-select';
import { errorMessages } from '../../../lib/api-client';
import { uploadPendingFile } from '../../../lib/attachments';
import { formatDate, formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCreateDebitNote } from '../api/create-debit-note';
import { findErpDebitNote, useErpDebitNotes } from '../api/get-erp-debit-notes';
import { DebitNoteContent } from './debit-note-lines';
import { debitNotePath } from './debit-note-list-page';
import { t } from '../../../i18n';

type Choice = { company: CompanyOption | null; vendorId?: number; debitNoteId?: number };

/**
 * `/#/invoice/nota-debit` for finance: company, supplier and one of its ERP
 * debit notes, then Find (only once they are chosen) shows its header and lines; the supplier's
 * tax invoice (ex-tax) and the debit and retur files complete it; Create or Cancel.
 */
export function DebitNoteCreate() {
  const session = useSession();
  const navigate = useNavigate();
  const page = useFormPage();
  const [choice, setChoice] = useState<Choice>({ company: session?.user.company ?? null });
  const [found, setFound] = useState<ErpDebitNote | null>(null);
  const [finding, setFinding] = useState(false);
  const [extax, setExtax] = useState({ no: '', date: '' });
  const [files, setFiles] = useState<{ debit: Attachment[]; retur: Attachment[] }>({ debit: [], retur: [] });
  const create = useCreateDebitNote();
  const supplier = choice.company && choice.vendorId ? { orgId: choice.company.orgId, instance: choice.company.instance, vendorId: choice.vendorId } : null;
  const erpNotes = useErpDebitNotes(supplier);

  const choose = (next: Choice) => {
    setChoice(next);
    setFound(null);
  };
  const find = async () => {
    if (!supplier || !choice.debitNoteId) return;
    setFinding(true);
    try {
      setFound(await findErpDebitNote(supplier, choice.debitNoteId));
      page.dismissErrors();
    } catch (error) {
      page.showErrors(errorMessages(error));
    } finally {
      setFinding(false);
    }
  };
  const submit = () => {
    const form = {
      orgId: choice.company?.orgId ?? 0,
      instance: choice.company?.instance ?? '',
      vendorId: choice.vendorId ?? 0,
      debitNoteId: found?.debitNoteId ?? 0,
      extaxNo: extax.no,
      extaxDate: extax.date,
      debitFileIds: files.debit.map((f) => f.id),
      returFileIds: files.retur.map((f) => f.id),
    };
    if (!page.validate(validateDebitNote(form))) return;
    create.mutate(form, { onSuccess: (created) => void navigate(debitNotePath(created), withFlash(MSG.saved)), onError: page.showFailure });
  };
  const filesOf = (kind: 'debit' | 'retur') => (
    <AttachmentField
      attachments={files[kind]}
      canUpload
      canDelete
      upload={uploadPendingFile}
      onUploaded={(a) => setFiles((f) => ({ ...f, [kind]: [...f[kind], a] }))}
      onDelete={(a) => setFiles((f) => ({ ...f, [kind]: f[kind].filter((x) => x.id !== a.id) }))}
      onError={page.showErrors}
    />
  );

  return (
    <FormPage page={page} loadErrors={[erpNotes.error]}>
      <Card title={t('finance.debitNotes.create')} size="small">
        <Form layout="vertical" component="div">
          <Row gutter={16} align="bottom">
            <Col xs={24} md={7}>
              <Form.Item label={t('filters.company')} htmlFor="dn-company" required>
                <CompanyField id="dn-company" value={choice.company} companies={session?.companies ?? []} onChange={(company) => choose({ company })} />
              </Form.Item>
            </Col>
            <Col xs={24} md={7}>
              <Form.Item label={t('filters.supplier')} htmlFor="dn-supplier" required>
                <SupplierSelect
                  id="dn-supplier"
                  instance={choice.company?.instance ?? 'AAM'}
                  orgId={choice.company?.orgId}
                  value={choice.vendorId}
                  onChange={(vendorId) => choose({ company: choice.company, vendorId })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={7}>
              <Form.Item label={t('finance.debitNotes.debitNote')} htmlFor="dn-erp" required>
                <Select
                  id="dn-erp"
                  aria-label={t('finance.debitNotes.debitNote')}
                  placeholder={supplier ? t('finance.debitNotes.selectDebitNote') : t('finance.debitNotes.chooseFirst')}
                  disabled={!supplier}
                  loading={erpNotes.isFetching}
                  value={choice.debitNoteId}
                  notFoundContent={t('finance.debitNotes.noneLeft')}
                  options={(erpNotes.data?.items ?? []).map((d) => ({
                    value: d.debitNoteId,
                    label: `${d.dnNo} · ${formatDate(d.dnDate)} · ${formatMoney(d.amount)}`,
                  }))}
                  onChange={(debitNoteId: number) => choose({ ...choice, debitNoteId })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={3}>
              <Form.Item>
                <Button type="primary" disabled={!supplier || !choice.debitNoteId} loading={finding} onClick={() => void find()}>
                  {t('finance.debitNotes.find')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      {found ? (
        <>
          <Card title={t('finance.debitNotes.title', { dnNo: found.dnNo })} size="small">
            <Row gutter={16} style={{ marginBottom: 12 }}>
              <Col xs={24} md={8}>
                <Form.Item layout="vertical" label={t('finance.debitNotes.extaxNo')} htmlFor="dn-extax-no">
                  <Input id="dn-extax-no" maxLength={DEBIT_NOTE_LIMITS.extaxNo} value={extax.no} onChange={(e) => setExtax({ ...extax, no: e.target.value })} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item layout="vertical" label={t('finance.debitNotes.extaxDate')} htmlFor="dn-extax-date">
                  <DateField id="dn-extax-date" value={extax.date} onChange={(date) => setExtax({ ...extax, date })} />
                </Form.Item>
              </Col>
            </Row>
            <DebitNoteContent header={found} lines={found.lines} />
          </Card>
          <Flex gap={14} wrap>
            <Card title={t('finance.debitNotes.debitAttachment')} size="small" style={{ flex: 1, minWidth: 280 }}>
              {filesOf('debit')}
            </Card>
            <Card title={t('finance.debitNotes.returAttachment')} size="small" style={{ flex: 1, minWidth: 280 }}>
              {filesOf('retur')}
            </Card>
          </Flex>
        </>
      ) : null}
      <Flex gap={8}>
        <Button onClick={() => void navigate('/invoice/nota-debit/list')}>{t('finance.debitNotes.cancel')}</Button>
        <Button type="primary" disabled={!found} loading={create.isPending} onClick={submit}>
          {t('finance.debitNotes.createButton')}
        </Button>
      </Flex>
    </FormPage>
  );
}
